import type { Log } from '../log.ts';
import { Backoff } from './backoff.ts';

/** How a supervised process ended, with the tail of what it wrote to stderr. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** A process the supervisor started. */
export interface Supervised {
  pid: number | undefined;
  /** Settles when the process exits, whatever the reason. */
  exited: Promise<ProcessExit>;
  /** Stops it for good and settles once it is gone. */
  stop: () => Promise<void>;
}

export interface Keeper<T extends Supervised> {
  /** The first start: rejects when it fails, as there is nothing to keep running then. */
  first: Promise<T>;
  /** Stops the process for good (also one being started or waiting to restart). */
  stop: () => Promise<void>;
}

/** The last lines of a process's stderr: enough to see why it died (an out-of-memory report, a stack). */
function lastLines(text: string, lines = 20): string | undefined {
  const tail = text.trimEnd().split('\n').slice(-lines).join('\n');
  return tail === '' ? undefined : tail;
}

/**
 * Starts a process and starts it again whenever it dies unexpectedly, after the backoff's wait,
 * logging each death with its exit code or signal and the tail of its stderr. With `onCleanExit`, an
 * exit with code 0 (the process was asked to stop, by a signal sent to it alone) ends the keeping
 * and calls it instead.
 */
export function keepRunning<T extends Supervised>(opts: {
  what: string;
  start: () => Promise<T>;
  log: Pick<Log, 'info' | 'warn' | 'error'>;
  onCleanExit?: () => void;
}): Keeper<T> {
  const { what, log } = opts;
  const backoff = new Backoff();
  let stopping = false;
  let current: Promise<T | undefined> = opts.start();
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const first = current as Promise<T>;
  const keeping = (async () => {
    let running: T | undefined = await first;
    log.info({ childPid: running.pid }, `${what} started`);
    let startedAt = Date.now();
    for (;;) {
      let wait: number;
      if (running) {
        const exit = await running.exited;
        if (stopping) return;
        if (exit.code === 0 && opts.onCleanExit) {
          log.info({ childPid: running.pid }, `${what} stopped by itself (exit code 0): stopping`);
          opts.onCleanExit();
          return;
        }
        wait = backoff.after(Date.now() - startedAt);
        log.error(
          {
            childPid: running.pid,
            code: exit.code,
            signal: exit.signal,
            stderr: lastLines(exit.stderr),
            restartInMs: wait,
          },
          `${what} died (${exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`}): restarting it`,
        );
      } else {
        wait = backoff.after(0);
      }
      await pause(wait);
      if (stopping) return;
      startedAt = Date.now();
      current = opts.start().catch((error: unknown) => {
        log.error({ err: error }, `${what} could not be started again`);
        return undefined;
      });
      running = await current;
      if (running) log.info({ childPid: running.pid }, `${what} started`);
    }
  })();
  // A failed first start is the caller's to report (through `first`); nothing more to keep then.
  keeping.catch(() => {});

  return {
    first,
    stop: async () => {
      stopping = true;
      wake?.();
      const running = await current.catch(() => undefined);
      await running?.stop();
      await keeping.catch(() => {});
    },
  };
}
