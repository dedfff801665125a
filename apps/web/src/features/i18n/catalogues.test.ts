import fs from 'node:fs';
import path from 'node:path';
import {
  estimateMessages,
  messageTexts,
  publicMessageTexts,
  staffMessages,
  type ValidationMessages,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { formScreens, homeScreens, signInScreens, staffScreens } from '../../../lingui.config.ts';
import { validationMessageId } from './validation-ids.ts';

interface PoEntry {
  text: string;
  /** The source files that say it (`#:` lines, without line numbers). */
  origins: string[];
}

/** msgid -> entry of a .po file (Lingui writes one quoted line each, or continuation lines). */
function readPo(file: string): Map<string, PoEntry> {
  const entries = new Map<string, PoEntry>();
  const text = fs.readFileSync(file, 'utf8');
  const re = /((?:^#.*\n)*)^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (block: string) =>
    block
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as string)
      .join('');
  for (const m of text.matchAll(re)) {
    const id = join(m[2] ?? '');
    const origins = (m[1] ?? '')
      .split('\n')
      .filter((line) => line.startsWith('#: '))
      .flatMap((line) => line.slice(3).split(' '))
      .map((origin) => origin.replace(/:\d+$/, ''));
    if (id) entries.set(id, { text: join(m[3] ?? ''), origins });
  }
  return entries;
}

const locales = path.resolve(import.meta.dirname, '../../locales');
const catalogue = (language: string, name: string) => readPo(path.join(locales, language, `${name}.po`));

describe.each(['public', 'home', 'forms', 'signin', 'estimate', 'staff'])('the %s translation catalogue', (name) => {
  const en = catalogue('en', name);
  const es = catalogue('es', name);

  it('has a Spanish translation for every message', () => {
    expect(en.size).toBeGreaterThan(0);
    const untranslated = [...en.keys()].filter((id) => !es.get(id)?.text);
    expect(untranslated).toEqual([]);
  });
});

describe('the catalogues a page loads together', () => {
  // A staff screen loads three, a form's page two (an estimate's three), over each other: a message with two
  // translations would read one way in the server's page and another once the browser has it.
  it('give a message the same Spanish in every catalogue that has it', () => {
    const [first, ...others] = ['public', 'forms', 'staff', 'estimate'].map((name) => catalogue('es', name));
    const seen = new Map([...(first ?? [])].map(([id, { text }]) => [id, text]));
    const differing: string[] = [];
    for (const other of others) {
      for (const [id, { text }] of other) {
        const before = seen.get(id);
        if (before !== undefined && before !== text) differing.push(`${id}: ${before} / ${text}`);
        seen.set(id, text);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('the catalogues a visitor downloads', () => {
  const publicEn = catalogue('en', 'public');
  const en = catalogue('en', 'forms');
  const es = catalogue('es', 'forms');
  const said = (globs: string[]) => (origin: string) => globs.some((glob) => path.matchesGlob(origin, glob));

  it('say nothing only a staff screen says', () => {
    const onStaffScreen = said(staffScreens);
    for (const words of [publicEn, en]) {
      const staffOnly = [...words].filter(([, { origins }]) => origins.every(onStaffScreen));
      expect(staffOnly.map(([id]) => id)).toEqual([]);
    }
  });

  it('leave what only a form says to the forms catalogue, which pages without a form never load', () => {
    const inForm = said(formScreens);
    const formOnly = [...publicEn].filter(([, { origins }]) => origins.every(inForm));
    expect(formOnly.map(([id]) => id)).toEqual([]);
    // The booking and contact forms' words are there, and none of a page without a form.
    expect([...en.values()].some((entry) => entry.origins.some((o) => o.includes('features/contact/')))).toBe(true);
    expect([...en.values()].some((entry) => entry.origins.some((o) => o.includes('features/appointments/')))).toBe(
      true,
    );
    expect([...en.values()].filter((entry) => entry.origins.some((o) => o.includes('features/parts/')))).toEqual([]);
    // Nor a customer's estimate's: only its own page loads them (the estimate catalogue).
    const estimateOnly = [...en].filter(([, { origins }]) => origins.every((o) => o.includes('features/repairs/')));
    expect(estimateOnly.map(([id]) => id)).toEqual([]);
    expect(catalogue('en', 'estimate').size).toBeGreaterThan(0);
  });

  it('give the home page’s sections and sign-in catalogues of their own, which the other pages never load', () => {
    const homeOnly = [...publicEn].filter(([, { origins }]) => origins.every(said(homeScreens)));
    expect(homeOnly.map(([id]) => id)).toEqual([]);
    expect(catalogue('en', 'home').size).toBeGreaterThan(0);
    const signInOnly = [...en].filter(([, { origins }]) => origins.every(said(signInScreens)));
    expect(signInOnly.map(([id]) => id)).toEqual([]);
    expect(catalogue('en', 'signin').size).toBeGreaterThan(0);
  });

  it('translate the estimate’s own validation messages in its catalogue, the one its page loads', () => {
    const estimateEs = catalogue('es', 'estimate');
    const keys = Object.keys(estimateMessages) as (keyof ValidationMessages)[];
    expect(keys.filter((key) => !estimateEs.get(validationMessageId(key))?.text)).toEqual([]);
    expect(keys.filter((key) => en.has(validationMessageId(key)))).toEqual([]);
  });

  it('translate every validation message a visitor may see, from the contract’s own English', () => {
    const keys = Object.keys(publicMessageTexts) as (keyof ValidationMessages)[];
    const untranslated = keys.filter((key) => !es.get(validationMessageId(key))?.text);
    expect(untranslated).toEqual([]);
    // A changed English text in the contract reaches the catalogue on the next extract.
    const stale = keys.filter((key) => en.get(validationMessageId(key))?.text !== messageTexts[key]);
    expect(stale).toEqual([]);
    // A limit the message names comes from the contract's limits in Spanish too, never written out.
    const figures = (text = '') => text.match(/\{\w+\}/g)?.sort() ?? [];
    const lostFigures = keys.filter(
      (key) => figures(es.get(validationMessageId(key))?.text).join() !== figures(messageTexts[key]).join(),
    );
    expect(lostFigures).toEqual([]);
  });

  it('leave the staff screens’ validation messages to the staff catalogue, which translates them all', () => {
    const staffEn = catalogue('en', 'staff');
    const staffEs = catalogue('es', 'staff');
    const keys = Object.keys(staffMessages) as (keyof ValidationMessages)[];
    expect(keys.filter((key) => en.has(validationMessageId(key)) || publicEn.has(validationMessageId(key)))).toEqual(
      [],
    );
    expect(keys.filter((key) => !staffEs.get(validationMessageId(key))?.text)).toEqual([]);
    expect(keys.filter((key) => staffEn.get(validationMessageId(key))?.text !== messageTexts[key])).toEqual([]);
  });
});
