import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { pageChunks } from './page-chunks.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Two builds: the browser's (dist/) and, with `--ssr`, the server's render of the public pages
 * (dist/.server/, one self-contained module the API server imports; not served).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Each route's screens (loaded, loading, failed) in one chunk, fetched with the page: none of
      // them in the entry. Loaders stay in the entry; they are small.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    lingui({ macroTransform: true }),
    // The server sends these pre-compressed copies (`@fastify/static` preCompressed).
    !isSsrBuild && compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(webp|png|jpg|avif|gif)$/] }),
    // What each route needs beyond the entry, for the server's preloads (.vite/pages.json).
    !isSsrBuild && pageChunks(),
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
        modulePreload: { polyfill: false },
        sourcemap: false,
        rolldownOptions: {
          output: {
            // A phone on a slow network pays a round trip per request: a few mid-sized shared chunks
            // load faster than dozens of tiny ones. Dashboard-only code stays in its own chunks.
            codeSplitting: {
              groups: [
                // What the entry needs before it loads the app, alone: the entry evaluates nothing else.
                { name: 'loader', test: /vite[\\/]preload-helper/, priority: 40 },
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
                // The site's frame (header, footer, settings, language), with what it imports: Lingui and
                // Mantine's core and the components it uses. Not the managers' Settings screen.
                {
                  name: 'site',
                  test: /src[\\/](public-data|features[\\/](layout|settings(?![\\/]admin)|seo|i18n|toast)[\\/]|features[\\/]auth[\\/](token|HeaderAuthButtons))/,
                  priority: 15,
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
  },
}));
