import { DEFAULT_LANGUAGE, type Language } from './constants.ts';

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
