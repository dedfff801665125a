import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A screen of 25 cards, or a debounced search, can take a busy two-core machine more than the
// library's one second to show: `findBy*` waits up to five before it calls a screen broken.
configure({ asyncUtilTimeout: 5000 });

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
