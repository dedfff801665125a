import { AUTH_TOKEN_STORAGE_KEY } from '@shop/contract';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { loadPublicData } from '../public-data.ts';
import { createAppRouter } from '../router.tsx';
import { type FakeProcedure, fakeTrpc } from './fake-trpc.ts';
import { render } from './render.tsx';

/**
 * Renders the real route tree at `path` (memory history) inside the app's providers: for screens
 * that navigate or read search parameters. Returns the router, to check where it went.
 */
export function renderAt(path: string, { language = 'en' }: { language?: 'en' | 'es' } = {}) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    publicData: loadPublicData,
    origin: window.location.origin,
  });
  return { ...render(<RouterProvider router={router} />, { language }), router };
}

/** A staff member of `role`, as `auth.me` answers. */
export const staffMember = (role: 'user' | 'supervisor' | 'manager', firstName: string | null = 'Maria') => ({
  id: `${role}-id`,
  email: `${role}@example.com`,
  firstName,
  lastName: null,
  role,
});

/**
 * A fake server for the dashboard (fakeTrpc) signed in as `role`: `procedures` answer the
 * screen's calls; the account and the tabs' unread count are answered unless given.
 */
export function fakeStaffServer(
  procedures: Record<string, FakeProcedure>,
  role: 'user' | 'supervisor' | 'manager' = 'manager',
) {
  return fakeTrpc({
    'auth.me': () => staffMember(role),
    'messages.unreadCount': () => ({ unread: 0 }),
    'settings.public': () => null,
    ...procedures,
  });
}

/** A dashboard address (`/dashboard/messages?status=unread`) in the real route tree, with its gates, holding a token. */
export function openDashboardAt(path: string, { language = 'en' }: { language?: 'en' | 'es' } = {}) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'test-token');
  return renderAt(path, { language });
}

/** A dashboard address signed in as `role` over a fake server (fakeStaffServer, openDashboardAt). */
export function renderDashboardAt(
  path: string,
  {
    role = 'manager',
    language = 'en',
    procedures = {},
  }: {
    role?: 'user' | 'supervisor' | 'manager';
    language?: 'en' | 'es';
    procedures?: Record<string, FakeProcedure>;
  } = {},
) {
  const fake = fakeStaffServer(procedures, role);
  return { ...openDashboardAt(path, { language }), fake };
}
