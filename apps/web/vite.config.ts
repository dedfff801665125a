import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { pageChunks } from './page-chunks.ts';
import { FIXED_HEAD_TAGS } from './src/fixed-head-tags.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * What every page runs, in the 'site' chunk: the app's start, router and route loaders (not the
 * routes' screens), the site's frame (header, footer, settings, language), with what they import
 * (Lingui, Mantine's core and the frame's components).
 */
const everyPage = [
  // Not boot.tsx: it awaits (top-level) the page's route code, which imports this chunk: a deadlock.
  /src[\\/](App|router|theme|styles|public-data|auth-token|routeTree\.gen)\.tsx?$/,
  /src[\\/]routes[\\/][^?]*$/,
  // Not the managers' Settings screen.
  /src[\\/]features[\\/](layout|settings(?![\\/]admin)|seo|toast)[\\/]/,
  /src[\\/]features[\\/](i18n|auth[\\/]every-page)[\\/]/,
];

/** The page manifest's two halves: one lends the router plugin's route ids, the other writes the manifest. */
const pages = pageChunks();

/**
 * Two builds: the browser's (dist/) and, with `--ssr`, the server's render of the public pages
 * (dist/.server/, one self-contained module the API server imports; not served).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      // Lends the page manifest the route id of each route file.
      plugins: [pages.router],
      autoCodeSplitting: true,
      // Each route's screens (loaded, loading, failed) in one chunk, fetched with the page: none of
      // them in the entry. Loaders stay in the entry; they are small.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    // index.html (the development server's page) gets the fixed head tags from where the server's render does.
    {
      name: 'fixed-head-tags',
      transformIndexHtml: () =>
        FIXED_HEAD_TAGS.map(({ tag, attrs }) => ({ tag, attrs, injectTo: 'head-prepend' as const })),
    },
    lingui({ macroTransform: true }),
    // The server sends these pre-compressed copies (`@fastify/static` preCompressed).
    !isSsrBuild && compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(webp|png|jpg|avif|gif)$/] }),
    // What each route needs beyond the entry, for the server render's preloads (.vite/pages.json).
    !isSsrBuild && pages.vite,
  ],
  // The server's render carries its libraries with it: it runs wherever the API server does.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: isSsrBuild
    ? { outDir: 'dist/.server', target: 'node24', sourcemap: false, copyPublicDir: false }
    : {
        // Read by pageChunks() to write the page manifest.
        manifest: true,
        target: 'es2022',
        // Browsers without <link rel="modulepreload"> still load every module, a little later; the
        // polyfill would cost every visitor its bytes.
        modulePreload: {
          polyfill: false,
          // Not for the entry's own imports (the app, in steps; main.tsx): the server lists that code in
          // every page, with the page's own, to fetch at once (page-document.tsx), so the entry carries no list.
          // Nor for the dashboard's screens: each list is bytes every public page would carry in its
          // route tree, for screens a visitor never opens; the dashboard fetches them ahead when idle.
          // Nor for a private link's page: it is only ever opened from its link, whose page the
          // server sends with its scripts and styles listed.
          resolveDependencies: (file, deps, { hostId }) =>
            /^assets\/index-/.test(hostId) || /^assets\/(dashboard|private-page)-/.test(file) ? [] : deps,
        },
        sourcemap: false,
        rolldownOptions: {
          output: {
            // The dashboard's screens and the private links' pages (their routes' split code) by a
            // name of their own: see resolveDependencies.
            chunkFileNames: (chunk) => {
              const id = chunk.facadeModuleId ?? '';
              if (/src[\\/]routes[\\/]_site[\\/]dashboard[\\/].*\?tsr-split=/.test(id))
                return 'assets/dashboard-[name]-[hash].js';
              if (/src[\\/]routes[\\/]_site[\\/].*\$token\.tsx\?tsr-split=/.test(id))
                return 'assets/private-page-[name]-[hash].js';
              return 'assets/[name]-[hash].js';
            },
            // A phone on a slow network pays a round trip per request: a few mid-sized shared chunks
            // load faster than dozens of tiny ones. Dashboard-only code stays in its own chunks.
            codeSplitting: {
              groups: [
                // What the entry runs before it loads the app, alone: Vite's preload helper and, before the
                // first paint, early-submit.ts. In the 'site' chunk (with first-interaction.ts, which imports
                // it) it would make the entry fetch and run the whole app before the page is painted.
                {
                  name: 'loader',
                  test: /vite[\\/]preload-helper|src[\\/]features[\\/]forms[\\/]early-submit\./,
                  priority: 40,
                },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                {
                  name: 'router',
                  test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
                  priority: 25,
                },
                {
                  name: 'data',
                  test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc|superjson|copy-anything|is-what)[\\/]/,
                  priority: 25,
                },
                // What every page runs, in one chunk: one compresses better than a dozen small ones.
                { name: 'site', test: (id) => everyPage.some((pattern) => pattern.test(id)), priority: 15 },
                // Mantine's parts of several public pages, and the image addresses of the home page and parts.
                {
                  name: 'public-ui',
                  test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|Paper|Skeleton|SimpleGrid|Badge)[\\/]|packages[\\/]contract[\\/]src[\\/]images\./,
                  priority: 12,
                },
                // Text fields: the parts search, the contact, booking and sign-in forms.
                {
                  name: 'fields',
                  test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](InputBase|Input|TextInput|CloseButton)[\\/]/,
                  priority: 12,
                },
                // The public parts page; its details dialog (features/parts/details) is fetched when a part is opened.
                {
                  name: 'catalogue',
                  test: /src[\\/](routes[\\/]_site[\\/]parts\.tsx\?|features[\\/]parts[\\/]catalogue[\\/])/,
                  priority: 11,
                },
              ],
            },
          },
        },
      },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Two files at a time at least (vitest's default is one on two cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A screen of 25 cards takes happy-dom a few seconds on a busy two-core machine: the default
    // 5 s would make a test's pass depend on what else the machine is doing.
    testTimeout: 20_000,
  },
}));
