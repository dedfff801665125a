import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@shop/contract';

export const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

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

/** Loads a catalogue, makes it the active language and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  const [{ messages }] = await Promise.all([
    catalogues[language](),
    Promise.race([Promise.allSettled(takeovers), new Promise((resolve) => setTimeout(resolve, 5000))]),
  ]);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/**
 * Remembers the visitor's own choice (the toggle), not the language of a page they happened to
 * open: in localStorage (the owner's key) for the staff screens, and in a cookie the server reads
 * to send a visit to `/` to the Spanish home page.
 */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser the shop's customers use.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the language still applies to this visit.
  }
}

export { i18n };
