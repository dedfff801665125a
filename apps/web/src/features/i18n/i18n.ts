import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, languageCookie } from '@shop/contract';

type Catalogue = () => Promise<{ messages: Messages }>;

/** What the public pages, the header and footer, and sign-in say: all a visitor downloads. */
export const publicCatalogues: Record<Language, Catalogue> = {
  en: () => import('../../locales/en/public.po'),
  es: () => import('../../locales/es/public.po'),
};

/** What the staff screens say, on top of the public words: downloaded once a staff screen opens. */
const staffCatalogues: Record<Language, Catalogue> = {
  en: () => import('../../locales/en/staff.po'),
  es: () => import('../../locales/es/staff.po'),
};

/** Set once a staff screen has been opened: from then on every language switch brings both catalogues. */
let staffWanted = false;
/** The language whose active messages include the staff catalogue. */
let staffLoadedIn: Language | null = null;

async function messagesIn(language: Language): Promise<Messages> {
  const loaded = await Promise.all([
    publicCatalogues[language](),
    ...(staffWanted ? [staffCatalogues[language]()] : []),
  ]);
  return Object.assign({}, ...loaded.map((catalogue) => catalogue.messages));
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
  const [messages] = await Promise.all([
    messagesIn(language),
    Promise.race([Promise.allSettled(takeovers), new Promise((resolve) => setTimeout(resolve, 5000))]),
  ]);
  i18n.loadAndActivate({ locale: language, messages });
  staffLoadedIn = staffWanted ? language : null;
  document.documentElement.lang = language;
}

/**
 * Adds the staff screens' words to the active language. A staff route waits for it before it
 * renders (routes/_site/dashboard.tsx), so a Spanish screen never shows English or a message id first.
 */
export async function loadStaffCatalogue(): Promise<void> {
  staffWanted = true;
  while (staffLoadedIn !== i18n.locale) {
    const language = i18n.locale as Language;
    const messages = await messagesIn(language);
    // A language switched to meanwhile may lack them: then the loop loads that language's.
    if (i18n.locale === language && staffLoadedIn !== language) {
      i18n.load(language, messages);
      staffLoadedIn = language;
    }
  }
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
