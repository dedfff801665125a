import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from '../../auth-token.ts';
import { renderAt } from '../../test/app.tsx';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { queryClient } from '../../trpc.ts';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../toast/toast.ts', () => toasts);

const staff = (role: 'user' | 'supervisor' | 'manager', firstName: string | null = 'Maria') => ({
  id: `${role}-id`,
  email: `${role}@example.com`,
  firstName,
  lastName: null,
  role,
});

/** What the dashboard shell and its overview ask for besides the user. */
const SHELL = {
  'settings.public': () => null,
  'overview.today': () => ({ todaysAppointments: 1, unreadMessages: 2 }),
  'overview.figures': () => ({
    partsSoldThisMonth: { count: 0, total: '0.00' },
    messagesAwaitingReply: 0,
    upcomingAppointments: 0,
    sample: { revenue: 15420, customers: 328, rating: 4.9 },
  }),
  'messages.unreadCount': () => ({ unread: 0 }),
};

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  // The session-ended handler acts only on the dashboard, judged by the browser's address.
  window.history.replaceState(null, '', '/dashboard');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  toasts.showToast.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/dashboard', () => {
  it('shows the auth screen when signed out', async () => {
    fakeTrpc(SHELL);
    renderAt('/dashboard');
    expect((await screen.findByRole('tab', { name: 'Login' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Register' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('shows a wrong password there as a sign-in error, not as a session that ended', async () => {
    fakeTrpc({ ...SHELL, 'auth.login': failing('invalid-credentials') });
    renderAt('/dashboard', { language: 'es' });
    const submit = await screen.findByRole('button', { name: 'Iniciar sesión' });
    fireEvent.change(screen.getByLabelText(/^Correo/), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'wrong-password' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Correo electrónico o contraseña incorrectos');
    await new Promise((r) => setTimeout(r, 600));
    expect(toasts.showToast).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives the user role the welcome card and its two links, and no tabs', async () => {
    storeToken('tok');
    fakeTrpc({ ...SHELL, 'auth.me': () => staff('user', null) });
    renderAt('/dashboard');
    const book = await screen.findByRole('link', { name: 'Book Appointment' });
    expect(book.getAttribute('href')).toBe('/appointments');
    expect(screen.getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe('/#services');
    expect(screen.queryAllByRole('tab')).toEqual([]);
    // No first name: the email stands in.
    expect(screen.getByLabelText('Role: User').parentElement?.textContent).toBe('Useruser@example.com');
  });

  it('gives a supervisor four tabs and a manager seven, each with their own account last', async () => {
    storeToken('tok');
    fakeTrpc({ ...SHELL, 'auth.me': () => staff('supervisor', 'Sam') });
    renderAt('/dashboard');
    await screen.findByText('Sam');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Appointments',
      'Messages',
      'Your account',
    ]);
    expect(screen.getByRole('tablist').className).not.toMatch(/manager/);
    expect(screen.getByLabelText('Role: Supervisor').parentElement?.textContent).toBe('SupervisorSam');
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    cleanup();
    queryClient.clear();

    fakeTrpc({ ...SHELL, 'auth.me': () => staff('manager') });
    renderAt('/dashboard', { language: 'es' });
    await screen.findByText('Maria');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Resumen',
      'Citas',
      'Mensajes',
      'Refacciones',
      'Carrusel',
      'Administración',
      'Tu cuenta',
    ]);
    expect(screen.getByRole('tablist').className).toMatch(/manager/);
    cleanup();
    queryClient.clear();

    // The messages tab says how many are waiting.
    fakeTrpc({ ...SHELL, 'auth.me': () => staff('supervisor', 'Sam'), 'messages.unreadCount': () => ({ unread: 4 }) });
    renderAt('/dashboard', { language: 'es' });
    await screen.findByRole('tab', { name: 'Mensajes (4 sin leer)' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Resumen',
      'Citas',
      'Mensajes (4 sin leer)',
      'Tu cuenta',
    ]);
  });

  it('says the session ended when a dashboard call answers 401, then goes to the server login path', async () => {
    storeToken('removed-on-the-server');
    fakeTrpc({
      'settings.public': () => null,
      'auth.me': () => staff('supervisor'),
      'overview.today': failing('not-signed-in'),
      'overview.figures': failing('not-signed-in'),
      'messages.unreadCount': failing('not-signed-in'),
    });
    renderAt('/dashboard');
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith({
        color: 'red',
        title: 'Unauthorized',
        message: 'You are logged out. Logging in again...',
      }),
    );
    expect(readToken()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fdashboard'), { timeout: 1500 });
  });
});
