/** The same image with a cache-busting parameter, for the one retry after a failed load. */
export function retryUrl(url: string, now = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${now}`;
}
