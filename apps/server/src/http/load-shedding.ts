import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { SERVER_BUSY } from '../errors.ts';
import type { Log } from '../log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered also while the server sheds load (liveness: a busy server is still alive). */
    answersUnderPressure?: boolean;
  }
}

const MiB = 1024 * 1024;
/** How often the pressure is measured and the decision to shed is taken. */
const SAMPLE_MS = 1000;
/** What a shed client is told to wait: long enough for a GC or a slow request to pass. */
const RETRY_AFTER_SECONDS = 10;

/** The levels above which the server sheds load; 0 is "not checked". */
export interface PressureLimits {
  heapUsedBytes: number;
  rssBytes: number;
  eventLoopDelayMs: number;
  eventLoopUtilization: number;
}

/**
 * The configured limits, or the defaults sized from V8's heap limit: shed when the heap is 90%
 * full (an out-of-memory crash is near). A process run with a bigger heap (tests, another
 * --max-old-space-size) gets a limit that grows with it. Resident memory is checked only when
 * PRESSURE_MAX_RSS_MB says so: it stays high after a peak (the allocator keeps pages it freed), so a
 * server shedding on it could go on refusing everyone long after the work that grew it was done.
 */
export function pressureLimits(config: Config): PressureLimits {
  const heapLimitMiB = v8.getHeapStatistics().heap_size_limit / MiB;
  return {
    heapUsedBytes: (config.PRESSURE_MAX_HEAP_USED_MB ?? Math.round(heapLimitMiB * 0.9)) * MiB,
    rssBytes: (config.PRESSURE_MAX_RSS_MB ?? 0) * MiB,
    eventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    eventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
  };
}

type Measures = ReturnType<FastifyInstance['memoryUsage']>;

/** What is over its limit, in words and figures for the log; empty when nothing is. */
function overLimits(m: Measures, limits: PressureLimits): Record<string, string> {
  const over: Record<string, string> = {};
  const mib = (bytes: number) => `${Math.round(bytes / MiB)} MiB`;
  if (limits.heapUsedBytes > 0 && m.heapUsed > limits.heapUsedBytes)
    over.heapUsed = `${mib(m.heapUsed)} > ${mib(limits.heapUsedBytes)}`;
  if (limits.rssBytes > 0 && m.rssBytes > limits.rssBytes) over.rss = `${mib(m.rssBytes)} > ${mib(limits.rssBytes)}`;
  if (limits.eventLoopDelayMs > 0 && m.eventLoopDelay > limits.eventLoopDelayMs)
    over.eventLoopDelay = `${Math.round(m.eventLoopDelay)} ms > ${limits.eventLoopDelayMs} ms`;
  if (limits.eventLoopUtilization > 0 && m.eventLoopUtilized > limits.eventLoopUtilization)
    over.eventLoopUtilization = `${m.eventLoopUtilized.toFixed(3)} > ${limits.eventLoopUtilization}`;
  return over;
}

/**
 * Under memory or event-loop pressure the server answers 503 with Retry-After rather than take on
 * work that could crash it (docs/architecture.md "Budgets"), and logs once when an episode starts and once when
 * it ends. @fastify/under-pressure measures (heap, RSS, event-loop delay and utilization, once a
 * second); the decision is taken here on the same beat and read by the app's one onRequest hook
 * through the function returned, so a calm server pays one comparison per request and no second
 * hook. Only routes marked `answersUnderPressure` (liveness) are answered during an episode.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: PressureLimits,
  log: Pick<Log, 'warn' | 'info'>,
): Promise<(req: FastifyRequest, reply: FastifyReply) => boolean> {
  // No limits given to the plugin: it then only measures and adds no hook of its own.
  await app.register(underPressure, { sampleInterval: SAMPLE_MS, eventLoopUtilizationMode: 'interval' });
  let episode: { since: number; shed: number } | undefined;
  // The first measures after start span the start's own work (modules, routes, the web build): no
  // decision until a whole sample was taken after the app is ready, so a start is never shed.
  let decidesFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    decidesFrom = Date.now() + 2 * SAMPLE_MS;
  });
  const sample = () => {
    if (Date.now() < decidesFrom) return;
    const over = overLimits(app.memoryUsage(), limits);
    const pressed = Object.keys(over).length > 0;
    if (pressed && !episode) {
      episode = { since: Date.now(), shed: 0 };
      log.warn({ over, retryAfterSeconds: RETRY_AFTER_SECONDS }, 'under pressure: answering 503 until it passes');
    } else if (!pressed && episode) {
      log.info({ seconds: Math.round((Date.now() - episode.since) / 1000), shed: episode.shed }, 'pressure passed');
      episode = undefined;
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return (req, reply) => {
    if (!episode || req.routeOptions.config.answersUnderPressure) return false;
    episode.shed++;
    reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: SERVER_BUSY, reason: 'server-busy' });
    return true;
  };
}
