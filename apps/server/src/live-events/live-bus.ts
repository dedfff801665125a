import pg from 'pg';
import { Refusal } from '../refusal.ts';
import { type StoredNews, storedNewsOf } from './live-news.ts';

/** What one open stream is told by its server's bus. */
export interface StreamListener {
  news(news: StoredNews): void;
  /** A session ended (signed out, ended from "Your account" or by a manager, expired, deleted). */
  sessionEnded(sessionId: string): void;
  /** An account's role or activity changed: its streams check their session again. */
  accountChanged(userId: string): void;
  /** The listening connection was lost and is back: news may have been missed meanwhile. */
  missed(): void;
  /** The server is stopping: the stream ends, so its dashboard reconnects (to another server). */
  closing(): void;
}

export interface LiveBusOptions {
  /** The database the news is written to (the server's own). */
  connectionString: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** Streams one session may hold at once. */
  perSession: number;
  /** Streams this server holds at most, all sessions together. */
  perServer: number;
  /** Pause before listening again after the connection was lost. */
  retryMs?: number;
}

/** The application_name of the listening connection in pg_stat_activity. */
export const LIVE_CONNECTION_NAME = 'shop-live-events';

/**
 * One server's end of the live news: ONE PostgreSQL connection LISTENing (however many streams are
 * open), which hands each notification to the streams this server holds. Notifications come from
 * the news table's trigger, so a change made on any app server reaches the dashboards of all of
 * them, and only once it has committed. The connection is opened with the first stream; a lost one
 * is opened again and the streams are told to catch up from the table.
 */
export class LiveBus {
  readonly #opts: LiveBusOptions;
  readonly #streams = new Map<StreamListener, string>();
  readonly #perSession = new Map<string, number>();
  #client: pg.Client | null = null;
  #listening: Promise<void> | null = null;
  #closed = false;

  constructor(opts: LiveBusOptions) {
    this.#opts = opts;
  }

  /** How many streams this server holds. */
  get streams(): number {
    return this.#streams.size;
  }

  /**
   * Registers a stream of `sessionId`, refused beyond the bounds: per session (429, the dashboard
   * stops) or per server (503, the dashboard tries again, maybe on another server).
   */
  open(sessionId: string, listener: StreamListener): { close: () => void } {
    if (this.#closed) throw new Refusal('server-busy', 'The server is stopping');
    const ofSession = this.#perSession.get(sessionId) ?? 0;
    if (ofSession >= this.#opts.perSession) {
      throw new Refusal(
        'too-many-streams',
        `A session may hold ${this.#opts.perSession} live streams at once: close a dashboard tab`,
        60,
      );
    }
    if (this.#streams.size >= this.#opts.perServer) {
      throw new Refusal('server-busy', 'This server holds as many live streams as it may: try again shortly');
    }
    this.#streams.set(listener, sessionId);
    this.#perSession.set(sessionId, ofSession + 1);
    let open = true;
    return {
      close: () => {
        if (!open) return;
        open = false;
        this.#streams.delete(listener);
        const left = (this.#perSession.get(sessionId) ?? 1) - 1;
        if (left > 0) this.#perSession.set(sessionId, left);
        else this.#perSession.delete(sessionId);
      },
    };
  }

  /** Resolves once the server is LISTENing, opening the connection if it is not. */
  listening(): Promise<void> {
    if (this.#closed) return Promise.reject(new Refusal('server-busy', 'The server is stopping'));
    this.#listening ??= this.#listen().catch((error: unknown) => {
      this.#listening = null;
      throw error;
    });
    return this.#listening;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#opts.connectionString,
      application_name: LIVE_CONNECTION_NAME,
      // Streams wait for this connection: a database that doesn't answer is reported, not waited on.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    client.on('notification', (message) => this.#deliver(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    await client.connect();
    await client.query('listen live_events; listen live_sessions');
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
  }

  #lost(client: pg.Client, error: Error | null): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = null;
    this.#listening = null;
    this.#opts.log.warn({ reason: error?.message ?? 'ended' }, 'live events: the listening connection was lost');
    client.end().catch(() => {});
    const retry = () => {
      if (this.#closed || this.#streams.size === 0) return;
      this.listening().then(
        () => {
          for (const listener of this.#streams.keys()) listener.missed();
        },
        () => setTimeout(retry, this.#opts.retryMs ?? 1000).unref(),
      );
    };
    setTimeout(retry, this.#opts.retryMs ?? 1000).unref();
  }

  #deliver(channel: string, payload: string): void {
    if (channel === 'live_events') {
      const news = storedNewsOf(payload);
      if (news) for (const listener of this.#streams.keys()) listener.news(news);
      return;
    }
    const said = JSON.parse(payload) as { session?: string; account?: string };
    for (const listener of this.#streams.keys()) {
      if (said.session) listener.sessionEnded(said.session);
      if (said.account) listener.accountChanged(said.account);
    }
  }

  /** Ends every stream (their dashboards reconnect elsewhere) and takes no more: the server is stopping. */
  endStreams(): void {
    this.#closed = true;
    for (const listener of [...this.#streams.keys()]) listener.closing();
  }

  /** Ends the streams and closes the listening connection. */
  async close(): Promise<void> {
    this.endStreams();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
