import { type CatalogueSearch, catalogueQueryString, PUBLIC_READ_PATHS } from '@shop/contract';
import type { PageData, PageRead, PrivateRead, ReadArgs } from '@shop/server/page-road';

/**
 * What the public pages show (the page road's type, shared with the server). They read it through
 * the routes' loaders, not through the tRPC client and its query cache: those stay out of a
 * visitor's download (see docs/architecture.md "Budgets") and load only with the staff screens and
 * on sending a message.
 */
export type { PageData };

/** The REST adapters of the same procedures; these outputs hold only JSON types, no dates. */
const PATHS: { [K in Exclude<keyof PageData, PrivateRead>]: string } = PUBLIC_READ_PATHS;

// Services, slides and parts come in the page's language, which i18n.ts keeps on <html lang>; the
// catalogue and the reviews as one page (`page` always given: without paging the API answers the
// whole list).
const address = (key: Exclude<keyof PageData, PrivateRead>, search: CatalogueSearch = {}) => {
  if (key === 'settings') return PATHS.settings;
  if (key === 'testimonials') return PATHS.testimonials + catalogueQueryString({ page: search.page ?? 1 });
  return (
    PATHS[key] +
    catalogueQueryString({
      lang: document.documentElement.lang || 'en',
      ...(key === 'parts' && { ...search, page: search.page ?? 1 }),
    })
  );
};

/**
 * What the server wrote into the page for its first render: a JSON script element (the site's
 * Content-Security-Policy runs no inline script; page-document.tsx writes it), read once.
 */
let written: Partial<PageData> | undefined;
function writtenData(): Partial<PageData> {
  if (!written) {
    const text = document.getElementById('shop-data')?.textContent;
    written = text ? (JSON.parse(text) as Partial<PageData>) : {};
  }
  return written;
}

/**
 * How the routes' loaders get public data: in the browser or, when the server renders a page, from
 * it. The catalogue's page is the one `search` names (the address's).
 */
export type PublicDataSource = PageRead;

/**
 * In the browser. The first time, a piece is what the server wrote into the page (no round trip
 * before the page shows); after that it is fetched, so a later visit to a page is fresh.
 */
export async function loadPublicData<K extends keyof PageData>(
  key: K,
  { search }: ReadArgs = {},
): Promise<PageData[K]> {
  // The page's data is for the page's own address: the router's first load.
  const fromPage = writtenData();
  const value = fromPage[key];
  if (value !== undefined) {
    delete fromPage[key];
    return value;
  }
  // A private link's data (a private read) is the page's only once: its route then asks its own REST path.
  if (!(key in PATHS)) throw new Error(`${key} is read by its page`);
  const url = address(key as Exclude<K, PrivateRead>, search);
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as PageData[K];
}

/** On the server: the data read for this request; a piece it lacks fails its loader. */
export const givenPublicData =
  (data: Partial<PageData>): PublicDataSource =>
  async (key) => {
    const value = data[key];
    if (value === undefined) throw new Error(`no ${key} for the server render`);
    return value;
  };
