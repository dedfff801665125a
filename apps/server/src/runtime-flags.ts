/**
 * The V8 heap sizes the server runs with, in every way it is started (`pnpm start`, whose
 * supervisor starts main.ts with them, the Docker image, the benchmark and the browser tests; tests
 * keep those in step with this list).
 *
 * Left to itself, V8 sizes its heap from the machine's memory: on a large machine the young
 * generation grows to 128 MiB and old objects are collected lazily, so a busy server sat at
 * 500-570 MiB resident while its live data is about 50 MiB. These bounds keep it near 280 MiB
 * under the same load (docs/architecture.md "Budgets": <= 350 MiB).
 *
 * Why 192 MiB of old space: the heap limit is old space plus the young generation (3 x 16 MiB
 * semi-space = 48 MiB), 240 MiB; outside the heap the server holds about 110 MiB (Node, sharp's
 * libvips, code, buffers: measured idle at 200-210 MiB resident with 90-95 MiB of heap). So a full
 * heap reaches the 350 MiB budget, and any more old space would let it pass. The live data is 60-65
 * MiB, which leaves the work (renders, streamed lists, image re-encoding) some 150 MiB; the server
 * sheds load at 90% of the limit (http/load-shedding.ts) before V8 runs out of it.
 *
 * Why no pretenuring: V8 allocates straight into old space the objects of a place in the code
 * whose objects it saw survive a young collection. On a server holding some 65 MiB of live data,
 * the per-request objects (an answer's headers, its socket writes) were taken for such: born old,
 * they died old, and only a whole-heap collection could free them. Under load that was three
 * whole-heap collections a second and young collections of 3-5 ms, where a bare Fastify route
 * makes none and 0.3 ms. Whether it happens depends on what a server met first, so one start was
 * fast and the next slow. With `--no-allocation-site-pretenuring` every object starts young: the
 * same load (the carousel's public read, 50 connections) made no whole-heap collection, young ones
 * of 0.4-1.4 ms, and 43,000-51,000 answers a second against 21,000-28,000 (both timed with
 * --trace-gc on).
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=16',
  '--max-old-space-size=192',
  '--no-allocation-site-pretenuring',
] as const;
