import type { LiveEvent } from '@shop/contract';
import { createTRPCClient, httpSubscriptionLink, type TRPCClientError } from '@trpc/client';
import { EventSource } from 'eventsource';
import superjson from 'superjson';
import type { AppRouter } from '../src/router.ts';

/** One piece of what a stream received: its id (where a reconnect resumes) and the event. */
export interface Received {
  id: string;
  event: LiveEvent;
}

export interface OpenStream {
  received: Received[];
  /** The error that ended the stream, with its refusal reason. */
  error: () => { reason: string | undefined } | null;
  /** Waits until an event matching `match` arrives (or the stream fails), at most `ms`. */
  next: (match: (event: LiveEvent) => boolean, ms?: number) => Promise<Received>;
  /** Waits until the stream is refused or ended. */
  ended: (ms?: number) => Promise<string | undefined>;
  stop: () => void;
}

const until = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * The dashboard's stream as a browser opens it: tRPC's `httpSubscriptionLink` over a real
 * EventSource (with the bearer token, as the web app sends it) against a listening server.
 */
export function openLiveStream(base: string, authorization: string, lastEventId?: string): OpenStream {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${base}/trpc`,
        transformer: superjson,
        EventSource,
        eventSourceOptions: {
          fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, authorization } }),
        },
      }),
    ],
  });
  const received: Received[] = [];
  let failure: { reason: string | undefined } | null = null;
  const subscription = client.live.events.subscribe(lastEventId ? { lastEventId } : undefined, {
    onData: ({ id, data }) => received.push({ id, event: data }),
    onError: (error: TRPCClientError<AppRouter>) => {
      failure = { reason: error.data?.reason };
    },
  });
  return {
    received,
    error: () => failure,
    next: async (match, ms = 2000) => {
      let found: Received | undefined;
      await until(
        () => {
          found = received.find((r) => match(r.event));
          return found !== undefined || failure !== null;
        },
        ms,
        'an event',
      );
      if (!found) throw new Error(`The stream failed: ${failure?.reason}`);
      return found;
    },
    ended: async (ms = 2000) => {
      await until(() => failure !== null, ms, 'the stream to end');
      return failure?.reason;
    },
    stop: () => subscription.unsubscribe(),
  };
}

/** The first events of a stream read as raw Server-Sent Events, until `ready` or a refusal. */
export async function firstWords(base: string, authorization: string): Promise<{ ready: boolean; reason?: string }> {
  const res = await fetch(`${base}/trpc/live.events`, { headers: { authorization, accept: 'text/event-stream' } });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { ready: false };
      text += decoder.decode(value, { stream: true });
      const refused = /event: serialized-error\ndata: (.*)\n/.exec(text);
      if (refused?.[1]) return { ready: false, reason: JSON.parse(refused[1]).json?.data?.reason };
      if (text.includes('"kind":"ready"')) return { ready: true };
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
