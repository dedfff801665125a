/**
 * How long to wait before starting a process again after it died: half a second, doubling with
 * every quick death up to 30 s, and back to half a second once a run lasted a minute. A server that
 * dies once restarts at once; one that can't start doesn't spin.
 */
export class Backoff {
  private readonly firstMs = 500;
  private readonly maxMs = 30_000;
  private readonly goodRunMs = 60_000;
  private nextMs = this.firstMs;

  /** The wait before the next start, after a run that lasted `ranMs` (0: it did not start). */
  after(ranMs: number): number {
    if (ranMs >= this.goodRunMs) this.nextMs = this.firstMs;
    const wait = this.nextMs;
    this.nextMs = Math.min(wait * 2, this.maxMs);
    return wait;
  }
}
