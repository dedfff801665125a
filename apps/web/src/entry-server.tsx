/**
 * The server's render of a public page: the same app and routes as in the browser, on a memory
 * history, with the data the server read for the request. The browser then takes the HTML over
 * (main.tsx), so a visitor on a slow phone sees the page before any JavaScript has arrived.
 */

import { setupI18n } from '@lingui/core';
import type { Language } from '@shop/contract';
import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { publicPageMessages } from './features/i18n/i18n.ts';
import { givenPublicData, type PublicData } from './public-data.ts';
import { createAppRouter } from './router.tsx';
import { missingPage, type SitePage, sitePages } from './site-pages.ts';

// The server renders public pages only: their catalogues are all it needs.
const messages = { en: await publicPageMessages('en'), es: await publicPageMessages('es') };

/**
 * The markup of the app at `url` (for inside `<div id="root">`), and of the page's head: title,
 * description, canonical and alternate links and JSON-LD, from its routes' `head()`.
 */
export async function renderPage(page: {
  url: string;
  origin: string;
  data: Partial<PublicData>;
  language: Language;
}): Promise<{ html: string; head: string }> {
  const i18n = setupI18n({ locale: page.language, messages });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [page.url] }),
    publicData: givenPublicData(page.data),
    origin: page.origin,
    language: page.language,
    i18n,
  });
  await router.load();
  const html = renderToString(<App router={router} i18n={i18n} />);
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  return { html, head };
}

const routeTreeReader = createAppRouter({
  history: createMemoryHistory(),
  publicData: givenPublicData({}),
  origin: '',
});
/** The site's pages, from the route tree: the server's only page list (404s, sitemap, preloads). */
export const pages: SitePage[] = sitePages(routeTreeReader);
/** The 404 page: what the server answers any address without a page with. */
export const missing = missingPage(routeTreeReader);
