/** The part of the server's logger a limiter reports to. */
export interface LimiterLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export interface RateLimitState {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts events per key in fixed windows. In memory for a single server; the interface is what a
 * shared store (Redis: INCR + PEXPIRE per key) would implement for several servers, hence async.
 */
export interface RateLimiter {
  /** Counts one event; `allowed` is false once `limit` events happened in the current window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitState>;
  /** How the key stands without counting an event. */
  peek(key: string, limit: number): Promise<RateLimitState>;
  reset(key: string): Promise<void>;
  /** Where to report trouble with a shared store (the server's logger). */
  useLogger?(log: LimiterLog): void;
  /** Lets go of a connection to a shared store, when the server stops. */
  close?(): Promise<void>;
}

export class TooManyRequestsError extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    const now = Date.now();
    this.#sweep(now);
    let w = this.#windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  async peek(key: string, limit: number): Promise<RateLimitState> {
    const now = Date.now();
    const w = this.#windows.get(key);
    if (!w || w.resetAt <= now) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: w.count < limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  #lastSweep = 0;
  /** Drops finished windows now and then, so the map can't grow without bound. */
  #sweep(now: number) {
    if (now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
  }
}
