import { LIMITS } from '@shop/contract';
import type { AppRouter } from '@shop/server/router';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { readToken } from './auth-token.ts';
import { onCallFailed } from './session-ended.ts';
import { staffChangeHandlers } from './staff-changes.ts';

export type { RouterInputs, RouterOutputs } from '@shop/server/router';
export { TRPCClientError } from '@trpc/client';

/** The owner's data-fetching rules: no polling, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  const changes = staffChangeHandlers(() => client);
  const client: QueryClient = new QueryClient({
    // A 401 from a dashboard call means the session ended (see session-ended.ts).
    queryCache: new QueryCache({ onError: (error, query) => void onCallFailed(error, query.queryKey) }),
    // Every staff change refreshes what it touched and says how it went (staff-changes.ts); a
    // session that ended says only that.
    mutationCache: new MutationCache({
      onError: (error, sent, _ctx, mutation) => {
        if (!onCallFailed(error, mutation.options.mutationKey)) changes.onError(error, sent, mutation.meta);
      },
      onSuccess: (answer, sent, _ctx, mutation) => changes.onSuccess(answer, sent, mutation.meta),
      onSettled: (_answer, _error, _vars, _ctx, mutation) => changes.onSettled(mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      // The server refuses larger batches; more calls at once go as several requests.
      maxItems: LIMITS.trpcBatchMax,
      headers() {
        const token = readToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

/** Query and mutation options for every procedure: `useQuery(trpc.settings.public.queryOptions())`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
