import type { AppRouter } from '@shop/server/router';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { endSession } from './features/auth/session-ended.ts';
import { readToken } from './features/auth/token.ts';

export type { RouterInputs, RouterOutputs } from '@shop/server/router';

/** The owner's data-fetching rules: no polling, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => whenUnauthorized(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => whenUnauthorized(error, mutation.options.mutationKey ?? []),
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

/** On the dashboard, a 401 means the session ended; elsewhere the visitor is simply signed out. */
function whenUnauthorized(error: unknown, queryKey: readonly unknown[]): void {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  // Sign-in calls answer 401 for a wrong password, and the user query for a signed-out visitor:
  // neither means a session ended.
  const path = queryKey[0];
  const isAuthCall = Array.isArray(path) && path[0] === 'auth';
  if (code === 'UNAUTHORIZED' && !isAuthCall && window.location.pathname.startsWith('/dashboard')) endSession();
}

export const queryClient = createQueryClient();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      headers() {
        const token = readToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

/** Query and mutation options for every procedure: `useQuery(trpc.settings.public.queryOptions())`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
