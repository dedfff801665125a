import { LIMITS } from '@shop/contract';
import type { AppRouter } from '@shop/server/router';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { readToken } from './auth-token.ts';
import { onCallFailed } from './session-ended.ts';

export type { RouterInputs, RouterOutputs } from '@shop/server/router';
export { TRPCClientError } from '@trpc/client';

/** The owner's data-fetching rules: no polling, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 from a dashboard call means the session ended (see session-ended.ts).
    queryCache: new QueryCache({ onError: (error, query) => onCallFailed(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onCallFailed(error, mutation.options.mutationKey),
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
