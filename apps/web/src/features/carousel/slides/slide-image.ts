import type { PageData } from '../../../public-data.ts';

/** One image of the home page carousel, as the public pages get it. */
export type Slide = PageData['carousel'][number];

/** The same image with a cache-busting parameter, for the one retry after a failed load. */
export function retryUrl(url: string, now = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${now}`;
}
