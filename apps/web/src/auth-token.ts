import { AUTH_TOKEN_STORAGE_KEY } from '@shop/contract';
import { useSyncExternalStore } from 'react';

/** The bearer token lives in localStorage under `auth_token`, as the owner specified. */
const listeners = new Set<() => void>();

export function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function storeToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  changed();
}

export function clearToken(): void {
  localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  changed();
}

/** The current token, re-rendering when this tab signs in or out. */
export function useToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readToken,
    () => null,
  );
}
