import fs from 'node:fs';
import path from 'node:path';
import { englishMessages, type ValidationMessages } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { validationMessageId } from './validation-ids.ts';

/** msgid -> msgstr of a .po file (Lingui writes one quoted line each, or continuation lines). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = fs.readFileSync(file, 'utf8');
  const re = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (block: string) =>
    block
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as string)
      .join('');
  for (const m of text.matchAll(re)) {
    const id = join(m[1] ?? '');
    if (id) entries.set(id, join(m[2] ?? ''));
  }
  return entries;
}

const locales = path.resolve(import.meta.dirname, '../../locales');

describe('translation catalogues', () => {
  const en = readPo(path.join(locales, 'en/messages.po'));
  const es = readPo(path.join(locales, 'es/messages.po'));

  it('have a Spanish translation for every message', () => {
    expect(en.size).toBeGreaterThan(0);
    const untranslated = [...en.keys()].filter((id) => !es.get(id));
    expect(untranslated).toEqual([]);
  });

  it('translate every validation message of the contract, from the contract’s own English', () => {
    const keys = Object.keys(englishMessages) as (keyof ValidationMessages)[];
    const untranslated = keys.filter((key) => !es.get(validationMessageId(key)));
    expect(untranslated).toEqual([]);
    // A changed English text in the contract reaches the catalogue on the next extract.
    const stale = keys.filter((key) => en.get(validationMessageId(key)) !== englishMessages[key]);
    expect(stale).toEqual([]);
  });
});
