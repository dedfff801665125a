import type { IncomingHttpHeaders } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import { addressIn, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, languageCookie } from '@shop/contract';
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';

/** The language the visitor chose with the toggle (the web app keeps it in a cookie too). */
export function chosenLanguage(cookie: string | undefined): Language | undefined {
  if (!cookie) return undefined;
  const value = parseCookie(cookie)[LANGUAGE_STORAGE_KEY];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}

/**
 * The site's languages as the browser ranks them (its q-values), one with Spanish ahead at equal
 * rank and one with English. Browsers send a handful of Accept-Language headers; the caches are
 * bounded against made-up ones.
 */
const rankedLanguages = (first: Language, second: Language) =>
  new Negotiator({ supportedValues: [first, second], cache: new LRUCache<string, string>({ max: 500 }) });
const spanishAtEqualRank = rankedLanguages('es', 'en');
const englishAtEqualRank = rankedLanguages('en', 'es');
/** A language range's subtags (`-MX` in `es-MX`, `-419` in `es-419`): Spanish from anywhere is Spanish. */
const SUBTAGS = /-[^,;\s]*/g;

/**
 * Whether the browser's languages put Spanish before English (`es-MX,es;q=0.9,en;q=0.8`). At
 * equal rank the one named first wins: some phones' browsers send `es-ES, en-US`, unweighted.
 */
function prefersSpanish(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  const byLanguage = acceptLanguage.toLowerCase().replace(SUBTAGS, '');
  if (spanishAtEqualRank.negotiate(byLanguage) !== 'es') return false;
  if (englishAtEqualRank.negotiate(byLanguage) === 'es') return true;
  // Level: the order the browser named them in.
  const named = byLanguage.split(',').map((range) => range.split(';')[0]?.trim());
  const spanish = named.indexOf('es');
  const english = named.indexOf('en');
  return spanish >= 0 && (english < 0 || spanish < english);
}

/**
 * Where a visit to `/` goes instead, if anywhere: the Spanish home page for a visitor who chose
 * Spanish with the toggle, or who has not chosen yet and whose browser prefers Spanish.
 *
 * A redirect rather than a suggestion banner: the visitor sees a whole page in their language at
 * once, with no banner shifting the layout or asking for a click, and the cookie it sets makes it a
 * first-visit-only hop (the toggle overwrites it: an explicit choice always wins). Only `/` does
 * this: every other address, `/es/...` included, shows its own language to everyone, and search
 * engines, which send no Accept-Language or cookie, get `/` in English like any address.
 */
export function spanishHomeRedirect(
  address: string,
  headers: IncomingHttpHeaders,
): { location: string; headers: Record<string, string> } | undefined {
  if (address !== '/') return undefined;
  const chosen = chosenLanguage(headers.cookie);
  if (chosen === 'en' || (chosen === undefined && !prefersSpanish(headers['accept-language']))) return undefined;
  const response: Record<string, string> = { vary: 'cookie, accept-language', 'cache-control': 'no-cache' };
  if (chosen === undefined) {
    response['set-cookie'] = languageCookie('es');
  }
  return { location: addressIn('es', address), headers: response };
}
