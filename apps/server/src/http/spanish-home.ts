import type { IncomingHttpHeaders } from 'node:http';
import { addressIn, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, languageCookie } from '@shop/contract';

const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([a-z]+)`);

/** The language the visitor chose with the toggle (the web app keeps it in a cookie too). */
export function chosenLanguage(cookie: string | undefined): Language | undefined {
  if (!cookie) return undefined;
  const value = CHOSEN_LANGUAGE.exec(cookie)?.[1];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}

/** Whether the browser's languages put Spanish before English (`es-MX,es;q=0.9,en;q=0.8`). */
function prefersSpanish(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split('-')[0], q: Number.isNaN(q) ? 0 : q };
    })
    .filter(({ base, q }) => q > 0 && (base === 'es' || base === 'en'))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.base === 'es';
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
