import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../router.tsx';
import {
  drawsNotFound,
  markServerRendered,
  renderedWhole,
  routeIdsOfFiles,
  validatedSearch,
} from './router-internals.ts';

/**
 * What the app assumes of TanStack Router and React beyond their documented API, each checked on
 * a small route tree of its own: when an upgrade changes one, this fails, and router-internals.ts
 * is the one file to mend.
 */

/** A root with a page that validates its search, one whose loader finds nothing, and a 404 screen. */
function smallRouter(url: string, options: { isServer?: boolean } = {}) {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
    notFoundComponent: () => <p>No such page</p>,
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
    component: () => <h1>The list</h1>,
  });
  const gone = createRoute({
    getParentRoute: () => root,
    path: '/gone',
    loader: () => {
      throw notFound();
    },
    component: () => <h1>Never shown</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([list, gone]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...options,
  });
}

async function loaded(url: string) {
  const router = smallRouter(url);
  await router.load();
  return router;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what the app reads of a route match', () => {
  it("gives a match's own validated search, without what else the address carries", async () => {
    const router = await loaded('/list?page=2&utm_source=mail');
    const page = router.state.matches.at(-1);
    expect(page?.routeId).toBe('/list');
    expect(page?.search).toMatchObject({ utm_source: 'mail' });
    expect(validatedSearch(page ?? {})).toEqual({ page: 2 });
  });

  it('marks where the not-found page is drawn: an address no route has, or a loader that found nothing', async () => {
    for (const url of ['/no-such-page', '/gone']) {
      const { matches } = (await loaded(url)).state;
      expect([url, matches.some((match) => drawsNotFound(match))]).toEqual([url, true]);
    }
    const found = await loaded('/list');
    expect(found.state.matches.some((match) => drawsNotFound(match))).toBe(false);
  });
});

describe("taking over the server's HTML in the browser", () => {
  /** The server's HTML of `url`, then the browser's router hydrating it: React's complaints, and the DOM after. */
  async function hydrate(url: string, mark: boolean) {
    const server = smallRouter(url, { isServer: true });
    await server.load();
    const html = renderToString(<RouterProvider router={server} />);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const browser = smallRouter(url);
    if (mark) markServerRendered(browser);
    await browser.load();
    const complaints: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <RouterProvider router={browser} />, { onRecoverableError: (error) => complaints.push(error) });
    });
    return { html, complaints, after: root.innerHTML };
  }

  it('keeps the HTML as the server made it when the router is told it came from a server render', async () => {
    const { html, complaints, after } = await hydrate('/list?page=2', true);
    expect(html).toContain('<h1>The list</h1>');
    expect(complaints).toEqual([]);
    expect(after).toBe(html);
  });

  it('is needed: untold, the router renders another tree and React throws the HTML away', async () => {
    const { complaints } = await hydrate('/list?page=2', false);
    expect(String(complaints[0])).toMatch(/[Hh]ydrat/);
  });
});

/** A part that cannot render on the server. */
function Broken(): never {
  throw new Error('no data on the server');
}

describe("React's mark of a part it could not render on the server", () => {
  it('is in the HTML of a part that failed, and in no other', () => {
    // React reports the failure on the console as it leaves the part to the browser.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = renderToString(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>
      </main>,
    );
    const whole = renderToString(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <p>Here</p>
        </Suspense>
      </main>,
    );
    expect([renderedWhole(failed), renderedWhole(whole)]).toEqual([false, true]);
  });
});

describe("the router plugin's route ids", () => {
  it("gives each route file the id the app's router knows its route by", async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'route-ids-'));
    const routes = path.join(project, 'src', 'routes');
    fs.mkdirSync(path.join(routes, '_site'), { recursive: true });
    const fileRoute = (id: string) =>
      `import { createFileRoute } from '@tanstack/react-router';\nexport const Route = createFileRoute('${id}')({});\n`;
    fs.writeFileSync(
      path.join(routes, '__root.tsx'),
      "import { createRootRoute } from '@tanstack/react-router';\nexport const Route = createRootRoute({});\n",
    );
    fs.writeFileSync(path.join(routes, '_site.tsx'), fileRoute('/_site'));
    fs.writeFileSync(path.join(routes, '_site', 'parts.tsx'), fileRoute('/_site/parts'));
    try {
      const ids = routeIdsOfFiles();
      const generator = tanstackRouterGenerator({
        target: 'react',
        routesDirectory: routes,
        generatedRouteTree: path.join(project, 'src', 'routeTree.gen.ts'),
        plugins: [ids.plugin],
      }) as unknown as { configResolved: (config: { root: string }) => Promise<void> };
      await generator.configResolved({ root: project });
      const byFile = ids.byFile();
      expect(byFile.get(path.join(routes, '_site', 'parts.tsx'))).toBe('/_site/parts');
      expect(byFile.get(path.join(routes, '_site.tsx'))).toBe('/_site');
      // The same ids as the app's router has for its own route files (the page manifest's keys).
      const app = createAppRouter();
      expect(Object.keys(app.routesById)).toEqual(expect.arrayContaining(['/_site', '/_site/parts']));
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});
