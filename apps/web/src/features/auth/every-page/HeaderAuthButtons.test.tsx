import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from '../../../auth-token.ts';
import { renderAt } from '../../../test/app.tsx';
import { fakeTrpc } from '../../../test/fake-trpc.ts';

const SAM = { id: 's1', email: 'sam@example.com', firstName: 'Sam', lastName: null, role: 'supervisor' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const header = async () => within(await screen.findByRole('banner'));

describe('the header’s sign-in buttons', () => {
  it('offer Staff Login (to /auth) when signed out, without asking the server who is signed in', async () => {
    const server = fakeTrpc({ 'settings.public': () => null });
    renderAt('/testimonials', { language: 'es' });
    const link = await (await header()).findByRole('link', { name: 'Acceso para personal' });
    expect(link.getAttribute('href')).toBe('/auth');
    expect(server.calls.map((c) => c.path)).not.toContain('auth.me');
  });

  it('offer Dashboard and Logout when signed in; Logout ends the session and reloads at /', async () => {
    storeToken('tok-h');
    const server = fakeTrpc({
      'settings.public': () => null,
      'auth.me': () => SAM,
      'auth.logout': () => ({ ok: true }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderAt('/testimonials');
    const bar = await header();
    expect((await bar.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/dashboard');
    expect(bar.queryByRole('link', { name: 'Staff Login' })).toBeNull();

    fireEvent.click(bar.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.calls.find((c) => c.path === 'auth.logout')?.authorization).toBe('Bearer tok-h');
    expect(readToken()).toBeNull();
  });
});
