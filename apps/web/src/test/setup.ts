import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // Component tests never reach a network: a call no test answered (fakeTrpc) simply fails.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no server in component tests')));
});

afterEach(async () => {
  cleanup();
  // Absent in the few tests that run in Node (no page).
  globalThis.localStorage?.clear();
  // The staff screens share the app's query client: each test starts with an empty cache. Imported
  // here, not at the top, so a test file's mocks apply to everything the client loads.
  (await import('../trpc.ts')).queryClient.clear();
});
