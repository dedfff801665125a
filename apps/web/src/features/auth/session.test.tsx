import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from '../../auth-token.ts';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { createQueryClient, trpc } from '../../trpc.ts';
import { useCurrentUser, useSignIn, useSignOut } from './session.ts';

const MARIA = { id: 'u1', email: 'maria@example.com', firstName: 'Maria', lastName: null, role: 'manager' };

function hook<T>(use: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(use, { wrapper }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the auth state', () => {
  it('does not ask for the user without a token', async () => {
    const server = fakeTrpc({ 'auth.me': () => MARIA });
    const { result } = hook(useCurrentUser);
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toEqual({ user: null, isLoading: false, enrolmentRequired: false });
    expect(server.calls).toEqual([]);
  });

  it('sends the stored token as a bearer header and gives the user', async () => {
    storeToken('tok-1');
    const server = fakeTrpc({ 'auth.me': () => MARIA });
    const { result } = hook(useCurrentUser);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.user).toEqual(MARIA));
    expect(server.calls).toEqual([{ path: 'auth.me', input: undefined, authorization: 'Bearer tok-1' }]);
  });

  it('removes the token when the user call does not succeed', async () => {
    storeToken('stale');
    fakeTrpc({ 'auth.me': failing('not-signed-in') });
    const { result } = hook(useCurrentUser);
    await waitFor(() => expect(readToken()).toBeNull());
    expect(result.current).toEqual({ user: null, isLoading: false, enrolmentRequired: false });
  });

  it('keeps the token of a session that must first set up a second factor, and says so', async () => {
    storeToken('enrolling');
    fakeTrpc({ 'auth.me': failing('two-factor-enrolment-required') });
    const { result } = hook(useCurrentUser);
    await waitFor(() => expect(result.current.enrolmentRequired).toBe(true));
    expect(result.current.user).toBeNull();
    expect(readToken()).toBe('enrolling');
  });

  it('signs in: stores the token and caches the user without asking again', async () => {
    const server = fakeTrpc({ 'auth.login': () => ({ token: 'fresh', user: MARIA }), 'auth.me': () => MARIA });
    const { result, queryClient } = hook(() => ({ signIn: useSignIn(), current: useCurrentUser() }));
    await act(() => result.current.signIn.mutateAsync({ email: MARIA.email, password: 'pw' }));
    expect(readToken()).toBe('fresh');
    expect(queryClient.getQueryData(trpc.auth.me.queryKey())).toEqual(MARIA);
    await waitFor(() => expect(result.current.current.user).toEqual(MARIA));
    expect(server.calls.map((c) => c.path)).toEqual(['auth.login']);
  });

  it('a failed sign-in removes any stored token', async () => {
    storeToken('old');
    fakeTrpc({ 'auth.login': failing('invalid-credentials'), 'auth.me': () => MARIA });
    const { result } = hook(useSignIn);
    await act(() => result.current.mutateAsync({ email: 'a@b.co', password: 'x' }).catch(() => {}));
    expect(readToken()).toBeNull();
  });

  it('signs out: tells the server, then forgets the token, the user and every cached answer', async () => {
    storeToken('tok-2');
    const server = fakeTrpc({ 'auth.me': () => MARIA, 'auth.logout': () => ({ ok: true }) });
    const { result, queryClient } = hook(() => ({ current: useCurrentUser(), signOut: useSignOut() }));
    await waitFor(() => expect(result.current.current.user).toEqual(MARIA));
    queryClient.setQueryData(trpc.parts.list.queryKey(), { items: [], total: 0, page: 1, pageCount: 0, limit: 24 });
    await act(() => result.current.signOut());
    expect(server.calls.find((c) => c.path === 'auth.logout')?.authorization).toBe('Bearer tok-2');
    expect(readToken()).toBeNull();
    expect(result.current.current.user).toBeNull();
    expect(queryClient.getQueryData(trpc.parts.list.queryKey())).toBeUndefined();
    expect(queryClient.getQueryData(trpc.auth.me.queryKey())).toBeUndefined();
  });

  it('still signs out locally when the server session is already gone', async () => {
    storeToken('gone');
    fakeTrpc({ 'auth.logout': failing('not-signed-in') });
    const { result } = hook(useSignOut);
    await act(() => result.current());
    expect(readToken()).toBeNull();
  });
});
