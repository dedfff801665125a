import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database, so files may run in parallel: three at a time at least
    // (vitest's default is one on two cores), as a file spends most of its time waiting on PostgreSQL.
    fileParallelism: true,
    maxWorkers: Math.max(3, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
