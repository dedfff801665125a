import type { RouterOutputs } from '@shop/server/router';

/**
 * What the public pages show. They read it through the routes' loaders, not through the tRPC
 * client and its query cache: those stay out of a visitor's download (see DESIGN.md "Performance
 * budgets") and load only with the staff screens and on sending a message.
 */
export interface PublicData {
  settings: RouterOutputs['settings']['public'];
  carousel: RouterOutputs['carousel']['list'];
  parts: RouterOutputs['parts']['list'];
}

/** The REST adapters of the same procedures; these outputs hold only JSON types, no dates. */
const PATHS: { [K in keyof PublicData]: string } = {
  settings: '/api/settings',
  carousel: '/api/carousel-images',
  parts: '/api/parts',
};

declare global {
  interface Window {
    /** Written into index.html by the server: what the first render of the page needs. */
    __SHOP_DATA__?: Partial<PublicData>;
  }
}

/** How the routes' loaders get public data: in the browser or, when the server renders a page, from it. */
export type PublicDataSource = <K extends keyof PublicData>(key: K) => Promise<PublicData[K]>;

/**
 * In the browser. The first time, a piece is what the server wrote into the page (no round trip
 * before the page shows); after that it is fetched, so a later visit to a page is fresh.
 */
export async function loadPublicData<K extends keyof PublicData>(key: K): Promise<PublicData[K]> {
  const written = window.__SHOP_DATA__;
  const value = written?.[key];
  if (written && value !== undefined) {
    delete written[key];
    return value;
  }
  const res = await fetch(PATHS[key], { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${PATHS[key]} answered ${res.status}`);
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
