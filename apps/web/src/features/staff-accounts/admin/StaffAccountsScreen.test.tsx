import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../../test/fake-trpc.ts';
import { render } from '../../../test/render.tsx';
import { StaffAccountsScreen } from './StaffAccountsScreen.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../../toast/toast.ts', () => toasts);

const ME = { id: 'me-0', email: 'boss@shop.example', firstName: 'Bo', lastName: 'Boss', role: 'manager' };

const account = (n: number, fields: Record<string, unknown> = {}) => ({
  id: `acc-${n}`,
  email: `staff${n}@shop.example`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  role: 'supervisor',
  isActive: true,
  lastSignInAt: null,
  twoStep: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});
const pageOf = <T,>(items: T[], more: { total?: number; nextCursor?: string; previousCursor?: string } = {}) => ({
  items,
  total: more.total ?? items.length,
  nextCursor: more.nextCursor ?? null,
  previousCursor: more.previousCursor ?? null,
});
const listCalls = (fake: ReturnType<typeof fakeTrpc>) => fake.calls.filter((c) => c.path === 'staffAccounts.list');

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Users screen', () => {
  it('shows one page of accounts, pages by the server’s cursors, and finds by search and role', async () => {
    const first = [
      account(0, { id: ME.id, email: ME.email, role: 'manager' }),
      ...Array.from({ length: 4 }, (_, i) => account(i + 1, { twoStep: i === 0 })),
    ];
    const fake = fakeTrpc({
      'auth.me': () => ME,
      'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
      'staffAccounts.list': (input) => {
        const { cursor, q, role } = input as { cursor?: string; q?: string; role?: string };
        if (q || role) return pageOf([account(77, { firstName: 'José', lastName: 'Núñez', role: role ?? 'user' })]);
        return cursor === 'after-5'
          ? pageOf([account(5), account(6)], { total: 7, previousCursor: 'before-5' })
          : pageOf(first, { total: 7, nextCursor: 'after-5' });
      },
    });
    render(<StaffAccountsScreen />);
    const pager = await screen.findByRole('navigation', { name: 'Accounts pages' });
    expect(pager.textContent).toBe('1–5 of 7PreviousNext');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelectorAll('[data-list="accounts"] [data-row]')).toHaveLength(5);
    expect(listCalls(fake)[0]?.input).toEqual({ limit: 25 });
    // Who signs in with a second factor and who with the password alone.
    const twoStep = [...document.querySelectorAll('[data-list="accounts"] [data-row]')].map((row) =>
      within(row as HTMLElement).queryByText('Two-step')
        ? 'two-step'
        : within(row as HTMLElement).getByText('Password only') && 'password',
    );
    expect(twoStep).toEqual(['password', 'two-step', 'password', 'password', 'password']);

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('6–7 of 7');
    expect(document.querySelectorAll('[data-row]')).toHaveLength(2);
    expect(listCalls(fake).at(-1)?.input).toEqual({ limit: 25, cursor: 'after-5' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await screen.findByText('1–5 of 7');
    expect(listCalls(fake).at(-1)?.input).toEqual({ limit: 25, cursor: 'before-5' });

    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'nunez ' } });
    await screen.findByText('José Núñez');
    expect(listCalls(fake).at(-1)?.input).toEqual({ q: 'nunez', limit: 25 });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'manager' } });
    await waitFor(() => expect(listCalls(fake).at(-1)?.input).toEqual({ q: 'nunez', role: 'manager', limit: 25 }));
    expect(screen.queryByRole('navigation', { name: 'Accounts pages' })).toBeNull();
  });

  it('says when no account matches, in Spanish', async () => {
    fakeTrpc({
      'auth.me': () => ME,
      'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
      'staffAccounts.list': () => pageOf([]),
    });
    render(<StaffAccountsScreen />, { language: 'es' });
    await screen.findByText('Ninguna cuenta coincide.');
    expect(document.querySelectorAll('[data-list="accounts"] [data-row]')).toHaveLength(0);
    // The search and the filter stay, labelled in Spanish, to try something else.
    expect((screen.getByLabelText('Buscar cuentas') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('option', { name: 'Todos los roles' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('changes a role and activates on the page shown, and says why the last manager can’t be demoted', async () => {
    const fake = fakeTrpc({
      'auth.me': () => ME,
      'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
      'staffAccounts.list': () =>
        pageOf([account(1), account(2, { isActive: false }), account(3, { role: 'manager' })]),
      'staffAccounts.update': (input) => {
        const { id } = input as { id: string };
        if (id === 'acc-3') return failing('last-manager')(input);
        return { user: account(1), generatedPassword: null, endedSessions: 0 };
      },
    });
    render(<StaffAccountsScreen />);
    fireEvent.change(await screen.findByLabelText('Role of First1 Last1'), { target: { value: 'manager' } });
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'staffAccounts.update').map((c) => c.input)).toContainEqual({
        id: 'acc-1',
        change: { role: 'manager' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Activate First2 Last2' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'staffAccounts.update').map((c) => c.input)).toContainEqual({
        id: 'acc-2',
        change: { isActive: true },
      }),
    );
    fireEvent.change(screen.getByLabelText('Role of First3 Last3'), { target: { value: 'user' } });
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('This is the last active manager. Make another account a manager first.');
    // The list is read again after every change, on the same page.
    await waitFor(() => expect(listCalls(fake).length).toBeGreaterThanOrEqual(3));
    expect(listCalls(fake).every((c) => JSON.stringify(c.input) === '{"limit":25}')).toBe(true);
  });
});
