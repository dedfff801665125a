import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW_CPU = 'browser, CPU 4x slower';

/**
 * The slowed-down runs first: they take the longest, and started last they would leave one
 * worker running alone at the end (vitest orders projects by name otherwise).
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => file.project.name === SLOW_CPU;
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}

export default defineConfig({
  test: {
    // One shop server per worker, started when the worker first asks (src/shop-server-pool.ts).
    globalSetup: ['./src/global-setup.ts'],
    // Two files at a time, each with its own Chromium and server: a browser test spends much of
    // its time waiting on the other processes, so two share a two-core machine well.
    // E2E_WORKERS=1 runs one file at a time.
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    testTimeout: 60_000,
    // A screen that reloads after a change can take more than vitest's one second to settle when
    // the machine is busy; waiting longer costs nothing when it is quick.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 90_000,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'browser', include: ['src/**/*.e2e.ts'], provide: { cpuSlowdown: 1 } },
      },
      {
        // The public site and the staff dashboard again, on a CPU four times slower (as Lighthouse's
        // mobile run): what the shop's customers' phones see, where code arrives late.
        extends: true,
        test: {
          name: SLOW_CPU,
          include: ['src/public-site.e2e.ts', 'src/dashboard.e2e.ts'],
          provide: { cpuSlowdown: 4 },
          // Everything takes up to four times as long, longer on a machine busy with other work:
          // these runs look for what goes wrong on a slow phone, not for how long it takes.
          testTimeout: 240_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
