/** The longest `next` kept; anything longer is dropped rather than cut (a cut path is another page). */
export const NEXT_MAX_LENGTH = 500;

const ORIGIN = 'http://site.invalid';

/**
 * Where the browser may go back to after signing in: a path on this site, or nothing. Both the
 * server's `/api/login` redirect and the web's `/auth` page ask here, so they can't disagree.
 * Refused: other origins (`//evil`, `https://evil`), a backslash (browsers read `/\evil` as
 * `//evil`), control characters (URL parsers drop tabs and line breaks, which can make `//`),
 * schemes like `javascript:`, and overlong values.
 */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length > NEXT_MAX_LENGTH) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001f\u007f]/.test(next)) return undefined;
  try {
    return new URL(next, ORIGIN).origin === ORIGIN ? next : undefined;
  } catch {
    return undefined;
  }
}
