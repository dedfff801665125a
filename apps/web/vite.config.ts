import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    lingui({ macroTransform: true }),
    // The server sends these pre-compressed copies (`@fastify/static` preCompressed).
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(webp|png|jpg|avif|gif)$/] }),
  ],
  server: {
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: {
    // The server reads it to preload the English catalogue.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
