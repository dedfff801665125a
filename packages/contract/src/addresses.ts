import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

/**
 * The site's addresses: English pages at their own paths (`/parts`), their Spanish twins under
 * `/es` (`/es/parts`). The server and the web app both read a page's language from its address.
 */
const SPANISH_PREFIX = '/es';

/** The language an address is in, and the page's path without the language (`/es/parts` → `/parts`). */
export function readAddress(pathname: string): { language: Language; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { language: 'es', path: pathname.slice(SPANISH_PREFIX.length) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The address of a page (its path without language) in `language`. */
export function addressIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/**
 * A page's twins for search engines (hreflang), given its full URL in a language: one per
 * language, and the default language's for everyone else (`x-default`). The page heads and the
 * sitemap both list these.
 */
export function languageTwins(
  url: (language: Language) => string,
): { hreflang: Language | 'x-default'; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: url(language) })),
    { hreflang: 'x-default' as const, href: url(DEFAULT_LANGUAGE) },
  ];
}
