import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One browser at a time on a two-core machine keeps timings steady.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
