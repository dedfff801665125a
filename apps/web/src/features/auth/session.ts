import type { LoginInput, RefusalReason } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearToken, storeToken, useToken } from '../../auth-token.ts';
import { type RouterOutputs, trpc } from '../../trpc.ts';
import { refusalReason } from '../dashboard-kit/server-issues.ts';
import { readRefusal } from '../forms/refusal.ts';

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/**
 * The signed-in staff member, or null. The user query is not sent without a token; any
 * non-success answer removes the token, so the visitor is treated as signed out.
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean; enrolmentRequired: boolean } {
  const token = useToken();
  const me = useQuery({ ...trpc.auth.me.queryOptions(), enabled: token !== null, retry: false });
  // A session that may only set up a second factor keeps its token: the enrolment screen uses it.
  const enrolmentRequired = refusalReason(me.error) === 'two-factor-enrolment-required';
  useEffect(() => {
    if (me.isError && !enrolmentRequired) clearToken();
  }, [me.isError, enrolmentRequired]);
  if (!token) return { user: null, isLoading: false, enrolmentRequired: false };
  return { user: me.data ?? null, isLoading: me.isPending, enrolmentRequired };
}

/** Keeps a new session's token; the account is cached unless the session may only enrol a factor. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (answer: { token: string; user: CurrentUser; enrolmentRequired?: true }) => {
    if (!answer.enrolmentRequired) queryClient.setQueryData(trpc.auth.me.queryKey(), answer.user);
    else queryClient.removeQueries({ queryKey: trpc.auth.me.queryKey() });
    storeToken(answer.token);
  };
}

/** Signs in: stores the token and primes the cached user. A failure removes any stored token. */
export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    ...trpc.auth.login.mutationOptions(),
    // An account with a second factor answers a ticket first (SecondFactorStep).
    onSuccess: (answer) => {
      if (!('mfaRequired' in answer)) signedIn(answer);
    },
    onError: () => clearToken(),
  });
}

/** A sign-in the server login path refused, with the contract's reason code. */
export class PortalRefusal extends Error {
  readonly reason: RefusalReason | undefined;
  constructor(reason: RefusalReason | undefined) {
    super(reason ?? 'no answer');
    this.reason = reason;
  }
}

/** The /login portal posts to the server login path, which answers like the sign-in call. */
export async function signInThroughPortal(
  input: LoginInput,
): Promise<{ token: string; user: CurrentUser; enrolmentRequired?: true } | { mfaRequired: true }> {
  const res = await fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) {
    clearToken();
    throw new PortalRefusal((await readRefusal(res)).reason);
  }
  return res.json();
}

/** Signs out: ends the session on the server, then forgets the token, the user and all cached data. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  return async () => {
    await logout.mutateAsync().catch(() => {
      // Already signed out on the server (expired, removed): nothing more to end.
    });
    clearToken();
    queryClient.clear();
  };
}
