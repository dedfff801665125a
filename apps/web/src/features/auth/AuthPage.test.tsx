import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from '../../auth-token.ts';
import { renderAt } from '../../test/app.tsx';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { render } from '../../test/render.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../toast/toast.ts', () => toasts);

const MARIA = { id: 'u1', email: 'maria@example.com', firstName: 'Maria', lastName: null, role: 'manager' };

/** What the dashboard asks for once a sign-in lands there. */
const DASHBOARD_CALLS = {
  'settings.public': () => null,
  'overview.today': () => ({ todaysAppointments: 0, unreadMessages: 0 }),
};

afterEach(() => {
  // Unmount before restoring fetch, so nothing still on screen calls the real network.
  cleanup();
  vi.unstubAllGlobals();
  toasts.showErrorToast.mockClear();
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const fieldErrors = async () =>
  (await screen.findAllByText(/.+/, { selector: '.mantine-InputWrapper-error' })).map((e) => e.textContent);

describe('/auth', () => {
  it('has Login and a disabled Register tab, a way home and the language toggle', async () => {
    renderAt('/auth');
    expect((await screen.findByRole('tab', { name: 'Login' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Register' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    // The toggle reads ES and says, in Spanish's own tag, where it goes.
    const toggle = screen.getByRole('button', { name: 'ES: Switch to Spanish' });
    expect(toggle.textContent).toBe('ES');
    expect(toggle.getAttribute('lang')).toBe('es');
  });

  it('checks the email and that a password is given', async () => {
    renderAt('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await fieldErrors()).toEqual(['Please enter a valid email address', 'Password is required']);
  });

  it('checks them in Spanish', async () => {
    renderAt('/auth', { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await fieldErrors()).toEqual(['Ingrese un correo electrónico válido', 'La contraseña es obligatoria']);
  });

  it.each([
    ['en', failing('invalid-credentials'), 'Invalid email or password'],
    ['es', failing('invalid-credentials'), 'Correo electrónico o contraseña incorrectos'],
    ['en', failing('rate-limited'), 'Too many sign-in attempts. Please wait and try again.'],
    ['en', failing('internal-error'), 'Login failed. Please try again.'],
    ['es', failing('internal-error'), 'No se pudo iniciar sesión. Inténtelo de nuevo.'],
  ] as const)('shows a failed sign-in (%s) and stores no token', async (language, answer, shown) => {
    fakeTrpc({ 'auth.login': answer });
    renderAt('/auth', { language });
    await screen.findAllByRole('tab');
    fill(/^(Email|Correo)/, 'maria@example.com');
    fill(/^(Password|Contraseña)/, 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(shown);
    expect(readToken()).toBeNull();
  });

  it('signs in and goes on to `next`', async () => {
    fakeTrpc({ 'auth.login': () => ({ token: 'tok', user: MARIA }), 'auth.me': () => MARIA });
    const { router } = renderAt('/auth?next=/parts');
    await screen.findAllByRole('tab');
    fill(/^Email/, 'maria@example.com');
    fill(/^Password/, 'manager-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parts'));
    expect(readToken()).toBe('tok');
  });

  it('ignores a `next` that leads off the site and opens the dashboard instead', async () => {
    fakeTrpc({ 'auth.login': () => ({ token: 'tok', user: MARIA }), 'auth.me': () => MARIA, ...DASHBOARD_CALLS });
    const { router } = renderAt('/auth?next=//evil.example');
    await screen.findAllByRole('tab');
    fill(/^Email/, 'maria@example.com');
    fill(/^Password/, 'manager-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await screen.findByLabelText('Role: Manager')).parentElement?.textContent).toBe('ManagerMaria');
  });

  it('sends a visitor who is already signed in to the home page', async () => {
    storeToken('tok');
    fakeTrpc({ 'auth.me': () => MARIA, 'settings.public': () => null, 'carousel.list': () => [] });
    const { router } = renderAt('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the register form (tab disabled, form ready)', () => {
  it.each([
    [
      'en',
      [
        'First name is required',
        'Last name is required',
        'Please enter a valid email address',
        'Password must be at least 8 characters',
        "Passwords don't match",
      ],
    ],
    [
      'es',
      [
        'El nombre es obligatorio',
        'El apellido es obligatorio',
        'Ingrese un correo electrónico válido',
        'La contraseña debe tener al menos 8 caracteres',
        'Las contraseñas no coinciden',
      ],
    ],
  ] as const)('checks every field with the owner’s messages (%s)', async (language, expected) => {
    render(<RegisterForm onRegistered={() => {}} />, { language });
    fill(/^(Password|Contraseña)/, 'short');
    fill(/^(Confirm password|Confirmar contraseña)/, 'other');
    fireEvent.click(screen.getByRole('button', { name: /^(Create account|Crear cuenta)$/ }));
    expect(await fieldErrors()).toEqual(expected);
  });

  it('says registration failed in a toast and keeps no token', async () => {
    storeToken('old');
    fakeTrpc({ 'auth.register': failing('registration-disabled') });
    render(<RegisterForm onRegistered={() => {}} />);
    fill(/^First name/, 'Ana');
    fill(/^Last name/, 'Diaz');
    fill(/^Email/, 'ana@example.com');
    fill(/^Password/, 'long-enough');
    fill(/^Confirm password/, 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalledWith('Registration failed. Please try again.'));
    expect(readToken()).toBeNull();
  });
});

describe('/login, the staff login portal', () => {
  it('asks for a password of at least 6 characters', async () => {
    renderAt('/login', { language: 'es' });
    const submit = await screen.findByRole('button', { name: 'Iniciar sesión' });
    fill(/^Correo/, 'maria@example.com');
    fill(/^Contraseña/, '12345');
    fireEvent.click(submit);
    expect(await fieldErrors()).toEqual(['La contraseña debe tener al menos 6 caracteres']);
  });

  it('posts to the server login path; a refusal shows the portal’s toast', async () => {
    const fetch = vi.fn(
      async () => new Response('{"message":"Reworded","reason":"invalid-credentials"}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/login');
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    fill(/^Email/, 'maria@example.com');
    fill(/^Password/, 'wrong-password');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'Login Failed',
        'Please check your credentials and try again.',
      ),
    );
    expect(fetch).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST' }));
    expect(readToken()).toBeNull();
  });

  it('signs in through it and opens the dashboard', async () => {
    const trpcServer = fakeTrpc({ 'auth.me': () => MARIA, ...DASHBOARD_CALLS });
    const portal = vi.fn(async () => Response.json({ token: 'portal-tok', user: MARIA }));
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url === '/api/login' ? portal() : trpcServer.fetch(url, init),
    );
    const { router } = renderAt('/login');
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    fill(/^Email/, 'maria@example.com');
    fill(/^Password/, 'manager-pass');
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await screen.findByLabelText('Role: Manager')).parentElement?.textContent).toBe('ManagerMaria');
    expect(readToken()).toBe('portal-tok');
  });
});
