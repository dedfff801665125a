import { type CatalogueSearch, catalogueQueryString, type Language } from '@shop/contract';
import type { RouterOutputs } from '@shop/server/router';

/**
 * What the public pages show. They read it through the routes' loaders, not through the tRPC
 * client and its query cache: those stay out of a visitor's download (see DESIGN.md "Performance
 * budgets") and load only with the staff screens and on sending a message.
 */
export interface PublicData {
  settings: RouterOutputs['settings']['public'];
  carousel: RouterOutputs['carousel']['list'];
  /** One page of the catalogue: the search, category and page of the address. */
  parts: RouterOutputs['parts']['list'];
  /** The catalogue's category filter: the categories with parts on offer. */
  categories: RouterOutputs['categories']['offered'];
  /** The home page's services, in the page's language. */
  services: RouterOutputs['services']['list'];
  /** One page of the published reviews (`/testimonials?page=`). */
  testimonials: RouterOutputs['reviews']['published'];
  /** What a review link is for (`/reviews/$token`); null when the link doesn't work. */
  reviewRequest: ReviewRequestView | null;
}

/** A review link's visit as the JSON answer of `GET /api/reviews/{token}` has it (dates as text). */
export interface ReviewRequestView {
  firstName: string;
  shownName: string;
  language: Language;
  visitDate: string;
  serviceName: string | null;
  reviewed: boolean;
  googleReviewUrl: string | null;
  expiresAt: string;
}

/** What a read depends on beyond the page's language: the catalogue's search, the reviews' page, a review link's token. */
export type PublicDataQuery = CatalogueSearch & { token?: string };

/** The REST adapters of the same procedures; these outputs hold only JSON types, no dates. */
const PATHS: { [K in keyof PublicData]: string } = {
  settings: '/api/settings',
  carousel: '/api/carousel-images',
  parts: '/api/parts',
  categories: '/api/part-categories',
  services: '/api/services',
  testimonials: '/api/testimonials',
  reviewRequest: '/api/reviews/',
};

// Services, slides and parts come in the page's language, which i18n.ts keeps on <html lang>; the
// catalogue as one page (`page` always given: without paging the API answers the whole list).
const address = (key: keyof PublicData, search: PublicDataQuery = {}) =>
  key === 'settings'
    ? PATHS.settings
    : key === 'reviewRequest'
      ? PATHS.reviewRequest + encodeURIComponent(search.token ?? '')
      : key === 'testimonials'
        ? PATHS.testimonials + catalogueQueryString({ page: search.page ?? 1 })
        : PATHS[key] +
          catalogueQueryString({
            lang: document.documentElement.lang || 'en',
            ...(key === 'parts' && { ...search, page: search.page ?? 1 }),
          });

/**
 * What the server wrote into the page for its first render: a JSON script element (the site's
 * Content-Security-Policy runs no inline script), read once.
 */
let written: Partial<PublicData> | undefined;
function writtenData(): Partial<PublicData> {
  if (!written) {
    const text = document.getElementById('shop-data')?.textContent;
    written = text ? (JSON.parse(text) as Partial<PublicData>) : {};
  }
  return written;
}

/**
 * How the routes' loaders get public data: in the browser or, when the server renders a page, from
 * it. The catalogue's page is the one `search` names (the address's).
 */
export type PublicDataSource = <K extends keyof PublicData>(key: K, search?: PublicDataQuery) => Promise<PublicData[K]>;

/**
 * In the browser. The first time, a piece is what the server wrote into the page (no round trip
 * before the page shows); after that it is fetched, so a later visit to a page is fresh.
 */
export async function loadPublicData<K extends keyof PublicData>(
  key: K,
  search?: PublicDataQuery,
): Promise<PublicData[K]> {
  // The page's data is for the page's own address: the router's first load.
  const fromPage = writtenData();
  const value = fromPage[key];
  if (value !== undefined) {
    delete fromPage[key];
    return value;
  }
  const url = address(key, search);
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  // A review link that doesn't work is a page of its own, not a failed load.
  if (key === 'reviewRequest' && res.status === 404) return null as PublicData[K];
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as PublicData[K];
}

/** On the server: the data read for this request; a piece it lacks fails its loader. */
export const givenPublicData =
  (data: Partial<PublicData>): PublicDataSource =>
  async (key) => {
    const value = data[key];
    if (value === undefined) throw new Error(`no ${key} for the server render`);
    return value;
  };
