import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, languageCookie } from '@shop/contract';

type Catalogue = () => Promise<{ messages: Messages }>;

/** What the public pages, the header and footer, and the 404 page say: all every visitor downloads. */
export const publicCatalogues: Record<Language, Catalogue> = {
  en: () => import('../../locales/en/public.po'),
  es: () => import('../../locales/es/public.po'),
};

/**
 * The catalogues loaded on top of the public one by the screens that need them (lingui.config.ts):
 * the forms' words (booking, contact, validation) by the pages with a form, sign-in's by /auth and
 * /login, the staff
 * screens' words once a staff screen opens, a customer's estimate's by its page, the home page's
 * sections' by the home page. The staff
 * screens show forms' words too: they bring both. The estimate's page asks for the forms' only for
 * an answer the server refused with an issue its own words don't cover.
 */
const extraCatalogues = {
  forms: {
    en: () => import('../../locales/en/forms.po'),
    es: () => import('../../locales/es/forms.po'),
  },
  staff: {
    en: () => import('../../locales/en/staff.po'),
    es: () => import('../../locales/es/staff.po'),
  },
  estimate: {
    en: () => import('../../locales/en/estimate.po'),
    es: () => import('../../locales/es/estimate.po'),
  },
  home: {
    en: () => import('../../locales/en/home.po'),
    es: () => import('../../locales/es/home.po'),
  },
  signin: {
    en: () => import('../../locales/en/signin.po'),
    es: () => import('../../locales/es/signin.po'),
  },
} satisfies Record<string, Record<Language, Catalogue>>;
export type ExtraCatalogue = keyof typeof extraCatalogues;
const NEEDS: Record<ExtraCatalogue, readonly ExtraCatalogue[]> = {
  forms: ['forms'],
  staff: ['forms', 'signin', 'staff'],
  estimate: ['estimate'],
  home: ['home'],
  signin: ['forms', 'signin'],
};

/** The extra catalogues a screen has asked for: from then on every language switch brings them too. */
const wanted = new Set<ExtraCatalogue>();
/** The extra catalogues the active language's messages hold. */
const loaded = new Set<ExtraCatalogue>();
let loadedIn: Language | null = null;

async function messagesIn(language: Language): Promise<{ messages: Messages; holds: ExtraCatalogue[] }> {
  const holds = [...wanted];
  const catalogues = await Promise.all([
    publicCatalogues[language](),
    ...holds.map((name) => extraCatalogues[name][language]()),
  ]);
  return { messages: Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)), holds };
}

/** Records what the messages just made active hold. */
function nowHolding(language: Language, holds: ExtraCatalogue[]): void {
  if (loadedIn !== language) loaded.clear();
  loadedIn = language;
  for (const name of holds) loaded.add(name);
}

export function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Parts of the page still showing the server's HTML, to be taken over before the language changes. */
const takeovers = new Set<Promise<void>>();

/**
 * Holds language switches until `takeover` settles (at most a few seconds): React can only take
 * over server HTML in the language it was rendered in.
 */
export function languageWaitsFor(takeover: Promise<void>): void {
  takeovers.add(takeover);
  void takeover.finally(() => takeovers.delete(takeover));
}

/** Loads the language's catalogues, makes it the active language and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  const [{ messages, holds }] = await Promise.all([
    messagesIn(language),
    Promise.race([Promise.allSettled(takeovers), new Promise((resolve) => setTimeout(resolve, 5000))]),
  ]);
  i18n.loadAndActivate({ locale: language, messages });
  loadedIn = null;
  nowHolding(language, holds);
  document.documentElement.lang = language;
}

/**
 * Adds a screen's catalogue (and those it needs) to the active language. The route showing the
 * screen waits for it in its loader before it renders (routes/_site/dashboard.tsx, contact.tsx...),
 * so a Spanish screen never shows English or a message id first, nor differs from the server's HTML.
 */
export async function loadCatalogue(name: ExtraCatalogue): Promise<void> {
  // The server's render has every public page's words already (entry-server.tsx), in its own i18n;
  // so does any render that never made a language active here (no language: nothing to add to).
  if (import.meta.env.SSR || !i18n.locale) return;
  for (const needed of NEEDS[name]) wanted.add(needed);
  const missing = () => loadedIn !== i18n.locale || NEEDS[name].some((needed) => !loaded.has(needed));
  while (missing()) {
    const language = i18n.locale as Language;
    const { messages, holds } = await messagesIn(language);
    // A language switched to meanwhile may lack them: then the loop loads that language's.
    if (i18n.locale === language) {
      i18n.load(language, messages);
      nowHolding(language, holds);
    }
  }
}

/** Whether the active language's messages hold a catalogue already (a screen may show before its loader ends). */
export const holdsCatalogue = (name: ExtraCatalogue): boolean => loadedIn === i18n.locale && loaded.has(name);

/** The staff screens' words (and the forms'), before a staff route renders. */
export const loadStaffCatalogue = () => loadCatalogue('staff');

/** The words of every public page, forms, sign-in, estimates and the home page's included: what the server renders public pages with. */
export async function publicPageMessages(language: Language): Promise<Messages> {
  const catalogues = await Promise.all([
    publicCatalogues[language](),
    extraCatalogues.forms[language](),
    extraCatalogues.estimate[language](),
    extraCatalogues.home[language](),
    extraCatalogues.signin[language](),
  ]);
  return Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages));
}

/**
 * Remembers the visitor's own choice (the toggle), not the language of a page they happened to
 * open: in localStorage (the owner's key) for the staff screens, and in a cookie the server reads
 * to send a visit to `/` to the Spanish home page.
 */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser the shop's customers use.
  document.cookie = languageCookie(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the language still applies to this visit.
  }
}

export { i18n };
