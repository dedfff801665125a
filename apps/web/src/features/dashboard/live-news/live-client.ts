import type { AppRouter } from '@shop/server/router';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import superjson from 'superjson';
import { readToken } from '../../../auth-token.ts';

/**
 * The dashboard's own tRPC client for its live stream (Server-Sent Events). A browser's EventSource
 * can't send the Authorization header the token travels in, so the stream is read with a
 * fetch-based EventSource that can; the token never goes in an address (nor in any log of one).
 * It reconnects by itself and resumes from the last event id it saw. Loaded with the dashboard
 * only: public pages carry none of it.
 */
export const liveClient = createTRPCClient<AppRouter>({
  links: [
    httpSubscriptionLink({
      url: '/trpc',
      transformer: superjson,
      EventSource,
      eventSourceOptions: {
        fetch: (input, init) => {
          const token = readToken();
          return fetch(input, {
            ...init,
            // Nothing on the page waits for it: the page's own loads go first, and a page-load
            // audit (Lighthouse) doesn't count the open stream as a load still under way.
            priority: 'low',
            headers: { ...init?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
        },
      },
    }),
  ],
});
