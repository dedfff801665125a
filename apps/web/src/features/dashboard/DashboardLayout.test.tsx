import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../auth-token.ts';
import { renderAt, renderDashboardAt } from '../../test/app.tsx';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { queryClient } from '../../trpc.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../toast/toast.ts', () => toasts);

/** What the dashboard's overview asks for besides the account. */
const OVERVIEW = {
  'overview.today': () => ({ todaysAppointments: 1, unreadMessages: 2 }),
  'overview.figures': () => ({
    partsSoldThisMonth: { count: 0, total: '0.00' },
    messagesAwaitingReply: 0,
    upcomingAppointments: 0,
    sample: { revenue: 15420, customers: 328, rating: 4.9 },
  }),
  'repairOrders.overview': () => ({ inShop: [], awaitingAnswer: 0, authorisedThisWeek: '0.00' }),
  'backups.health': () => ({ lastGoodAt: new Date(), lastFailedAt: null, lastError: null, warning: null }),
};

const tabs = () => within(screen.getByRole('navigation', { name: /Dashboard sections|Secciones del panel/ }));

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  // The session-ended handler acts only on the dashboard, judged by the browser's address.
  window.history.replaceState(null, '', '/dashboard/messages?status=unread');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  toasts.showToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard’s addresses', () => {
  it('sends a signed-out visitor to the sign-in page, with the address to come back to', async () => {
    fakeTrpc({ 'settings.public': () => null });
    const { router } = renderAt('/dashboard/messages?status=unread&q=brakes');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toEqual({ next: '/dashboard/messages?status=unread&q=brakes' });
  });

  it('sends a visitor whose token the server no longer honours there too, and forgets the token', async () => {
    const { router } = renderDashboardAt('/dashboard/parts', { procedures: { 'auth.me': failing('not-signed-in') } });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.search).toEqual({ next: '/dashboard/parts' });
    expect(readToken()).toBeNull();
  });

  it('gives the user role the welcome card and its own account, and no tabs', async () => {
    renderDashboardAt('/dashboard', {
      role: 'user',
      procedures: {
        'auth.me': () => ({ id: 'u', email: 'user@example.com', firstName: null, lastName: null, role: 'user' }),
      },
    });
    const book = await screen.findByRole('link', { name: 'Book Appointment' });
    expect(book.getAttribute('href')).toBe('/appointments');
    expect(screen.getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe('/#services');
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).toBeNull();
    // No first name: the email stands in.
    expect(screen.getByLabelText('Role: User').parentElement?.textContent).toBe('Useruser@example.com');
  });

  it('gives a supervisor five tabs and a manager eight, each a link, the one shown marked', async () => {
    const supervisor = renderDashboardAt('/dashboard', { role: 'supervisor', procedures: OVERVIEW });
    await screen.findByRole('navigation', { name: 'Dashboard sections' });
    expect(
      tabs()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/dashboard'],
      ['Appointments', '/dashboard/appointments'],
      ['Repairs', '/dashboard/repairs'],
      ['Messages', '/dashboard/messages'],
      ['Your account', '/dashboard/account'],
    ]);
    expect(tabs().getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('Role: Supervisor')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    supervisor.unmount();
    queryClient.clear();

    renderDashboardAt('/dashboard/manage', {
      language: 'es',
      procedures: { ...OVERVIEW, 'messages.unreadCount': () => ({ unread: 4 }) },
    });
    await screen.findByRole('link', { name: 'Mensajes (4 sin leer)' });
    expect(
      tabs()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Resumen',
      'Citas',
      'Reparaciones',
      'Mensajes (4 sin leer)',
      'Refacciones',
      'Carrusel',
      'Administración',
      'Su cuenta',
    ]);
    expect(tabs().getByRole('link', { name: 'Administración' }).getAttribute('aria-current')).toBe('page');
    expect(tabs().getByRole('link', { name: 'Resumen' }).getAttribute('aria-current')).toBeNull();
  });

  it('refuses a supervisor a manager’s screen by its address, and asks the server nothing for it', async () => {
    const { fake } = renderDashboardAt('/dashboard/parts?status=sold', { role: 'supervisor' });
    expect((await screen.findByRole('alert')).textContent).toContain('This screen is for managers.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    // The tabs stay, to go where the role may.
    expect(tabs().getAllByRole('link')).toHaveLength(5);
    expect(fake.calls.map((call) => call.path)).not.toContain('parts.inventory');
  });

  it('refuses the Management screens to a supervisor, and the staff screens to the user role', async () => {
    const supervisor = renderDashboardAt('/dashboard/manage/users', { role: 'supervisor' });
    expect((await screen.findByRole('alert')).textContent).toContain('This screen is for managers.');
    expect(supervisor.fake.calls.map((call) => call.path)).not.toContain('staffAccounts.list');
    supervisor.unmount();
    queryClient.clear();
    renderDashboardAt('/dashboard/messages/5', { role: 'user', language: 'es' });
    expect((await screen.findByRole('alert')).textContent).toContain('Esta pantalla es para supervisores y gerentes.');
  });

  it('says the session ended when a dashboard call answers 401, then signs in again back to the same address', async () => {
    renderDashboardAt('/dashboard/messages?status=unread', {
      procedures: {
        'messages.list': failing('not-signed-in'),
        'messages.counts': failing('not-signed-in'),
        'messages.unreadCount': failing('not-signed-in'),
      },
    });
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith({
        color: 'red',
        title: 'Unauthorized',
        message: 'You are logged out. Logging in again...',
      }),
    );
    expect(readToken()).toBeNull();
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fdashboard%2Fmessages%3Fstatus%3Dunread'),
      { timeout: 1500 },
    );
  });
});
