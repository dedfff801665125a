/**
 * The server's render of the site's pages (built to dist/.server/entry-server.js): given an address
 * and the server's reads, the whole HTML document. Public pages and the sign-in screens come
 * rendered, with the same app and routes as in the browser, on a memory history, so a visitor on a
 * slow phone sees the page before any JavaScript has arrived; the browser then takes the HTML over
 * (main.tsx). The other staff screens come as the document their code renders into.
 */

import fs from 'node:fs';
import { setupI18n } from '@lingui/core';
import type { PageData, PageRead, PageRequest, RenderedPage } from '@shop/server/page-road';
import { type AnyRoute, createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PageManifest } from '../page-chunks.ts';
import { App } from './App.tsx';
import { publicPageMessages } from './features/i18n/i18n.ts';
import { PageDocument, pageChunks } from './page-document.tsx';
import { givenPublicData } from './public-data.ts';
import { createAppRouter } from './router.tsx';
import { drawsNotFound, type MatchInternals, renderedWhole } from './routing/router-internals.ts';
import { missingPage, rendersOnServer, sitePages } from './site-pages.ts';

// The server renders public pages and the sign-in: their catalogues (the forms' too) are all it needs.
const messages = { en: await publicPageMessages('en'), es: await publicPageMessages('es') };

/** The browser build's page manifest, beside this module in the build (none in tests). */
const manifestFile = new URL('../.vite/pages.json', import.meta.url);
const none = { scripts: [], styles: [] };
const manifest: PageManifest = fs.existsSync(manifestFile)
  ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  : { entry: { script: '/src/main.tsx', ...none }, app: none, catalogues: {}, staffCatalogues: {}, routes: {} };

/**
 * The app at the request's address after its loaders ran on the server's reads: its routes' head,
 * its markup when the server renders it (undefined leaves it to the browser), and the data read.
 */
export async function renderRoutes(request: PageRequest) {
  const data: Partial<PageData> = {};
  let readFailed = false;
  const read: PageRead = async (key, args) => {
    try {
      const value = await request.read(key, args);
      data[key] = value;
      return value;
    } catch (error) {
      readFailed = true;
      throw error;
    }
  };
  const i18n = setupI18n({ locale: request.language, messages });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [request.url] }),
    publicData: read,
    origin: request.origin,
    language: request.language,
    i18n,
    rendersPage: true,
  });
  await router.load();
  const routes = router.state.matches.map((match) => router.routesById[match.routeId] as AnyRoute);
  const head = (
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>
  );
  // Without its data (the database away) the page is left to the browser, which reads it itself.
  const serverRenders = rendersOnServer(routes);
  let app = serverRenders && !readFailed ? renderToString(<App router={router} i18n={i18n} />) : undefined;
  // A part React could not render here is left to the browser, which then renders the whole page.
  if (app !== undefined && !renderedWhole(app)) app = undefined;
  // An address no page has draws the 404 page (the router's not-found match); a route with
  // routes below it is a page too when its address is its own (the inbox above its messages).
  const found = routes.length > 1 && !router.state.matches.some((match) => drawsNotFound(match as MatchInternals));
  return {
    status: found ? 200 : 404,
    routeIds: routes.map((route) => route.id as string),
    head,
    app,
    data,
    complete: app !== undefined || !serverRenders,
    /** A staff screen in the staff catalogue's words. */
    staffWords: routes.some((route) => route.options.staticData?.staffWords === true),
  };
}

/** The page at the request's address, as the whole HTML document. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const page = await renderRoutes(request);
  const html = renderToStaticMarkup(
    <PageDocument
      language={request.language}
      manifest={manifest}
      chunks={pageChunks(manifest, page.routeIds, request.language, page.staffWords)}
      head={page.head}
      app={page.app}
      data={page.data}
    />,
  );
  return { status: page.status, html: `<!doctype html>${html}`, complete: page.complete };
}

const routeTreeReader = createAppRouter({
  history: createMemoryHistory(),
  publicData: givenPublicData({}),
  origin: '',
  rendersPage: true,
});
/** The site's pages, from the route tree: the server's only page list (404s, sitemap). */
export const pages = sitePages(routeTreeReader);
/** Where the 404 page is rendered: what the server answers any address without a page with. */
export const missing = missingPage(routeTreeReader);
