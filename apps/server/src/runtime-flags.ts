/**
 * The V8 heap sizes the server runs with, in every way it is started (`pnpm start`, the Docker
 * image, the benchmark and the browser tests; a test keeps those in step with this list).
 *
 * Left to itself, V8 sizes its heap from the machine's memory: on a large machine the young
 * generation grows to 128 MiB and old objects are collected lazily, so a busy server sat at
 * 500-570 MiB resident while its live data is about 50 MiB. These bounds keep it near 280 MiB
 * under the same load (DESIGN.md "Performance budgets": <= 350 MiB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=192'] as const;
