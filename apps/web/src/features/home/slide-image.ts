/** Our own images have an 800px-wide sibling (`name-800.webp`) for phones. */
export function srcSetFor(url: string): string | undefined {
  const match = /^(\/(?:demo|uploads)\/.+)\.webp$/.exec(url);
  return match ? `${match[1]}-800.webp 800w, ${url} 1600w` : undefined;
}

/** The same image with a cache-busting parameter, for the one retry after a failed load. */
export function retryUrl(url: string, now = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${now}`;
}
