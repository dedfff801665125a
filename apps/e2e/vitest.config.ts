import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One browser at a time on a two-core machine keeps timings steady.
    fileParallelism: false,
    testTimeout: 60_000,
    // A screen that reloads after a change can take more than vitest's one second to settle when
    // the machine is busy; waiting longer costs nothing when it is quick.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 90_000,
  },
});
