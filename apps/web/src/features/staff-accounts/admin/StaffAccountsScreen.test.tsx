import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboardAt } from '../../../test/app.tsx';
import { type FakeProcedure, failing, type fakeTrpc } from '../../../test/fake-trpc.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
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

/** Manage Users at its address (`?q=…&role=…`), signed in as ME. */
const usersScreen = (procedures: Record<string, FakeProcedure>, path = '/dashboard/manage/users', language?: 'es') =>
  renderDashboardAt(path, { language, procedures: { 'auth.me': () => ME, ...procedures } });

beforeEach(() => {
  toasts.showSuccessToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Users screen', () => {
  it('shows one page of accounts, pages by the server’s cursors, and finds by search and role', async () => {
    const first = [
      account(0, { id: ME.id, email: ME.email, role: 'manager' }),
      ...Array.from({ length: 24 }, (_, i) => account(i + 1, { twoStep: i === 0 })),
    ];
    const { fake, router } = usersScreen({
      'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
      'staffAccounts.list': (input) => {
        const { cursor, q, role } = input as { cursor?: string; q?: string; role?: string };
        if (q || role) return pageOf([account(77, { firstName: 'José', lastName: 'Núñez', role: role ?? 'user' })]);
        return cursor === 'after-25'
          ? pageOf([account(25), account(26)], { total: 27, previousCursor: 'before-25' })
          : pageOf(first, { total: 27, nextCursor: 'after-25' });
      },
    });
    const pager = () => screen.getByRole('navigation', { name: 'Accounts pages' });
    await screen.findByRole('navigation', { name: 'Accounts pages' });
    expect(pager().textContent).toBe('1–25 of 27PreviousNext');
    expect((within(pager()).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(pager()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelectorAll('[data-list="accounts"] [data-row]')).toHaveLength(25);
    expect(listCalls(fake)[0]?.input).toEqual({ limit: 25 });
    // Who signs in with a second factor and who with the password alone.
    const twoStep = [...document.querySelectorAll('[data-list="accounts"] [data-row]')]
      .slice(0, 3)
      .map((row) =>
        within(row as HTMLElement).queryByText('Two-step')
          ? 'two-step'
          : within(row as HTMLElement).getByText('Password only') && 'password',
      );
    expect(twoStep).toEqual(['password', 'two-step', 'password']);

    fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await screen.findByText('26–27 of 27');
    expect(document.querySelectorAll('[data-row]')).toHaveLength(2);
    expect(listCalls(fake).at(-1)?.input).toEqual({ limit: 25, cursor: 'after-25' });
    expect(router.state.location.search).toEqual({ page: 2, cursor: 'after-25' });
    // The first page has an address of its own, without a cursor.
    fireEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await screen.findByText('1–25 of 27');
    expect(router.state.location.search).toEqual({});

    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'nunez ' } });
    await screen.findByText('José Núñez');
    expect(listCalls(fake).at(-1)?.input).toEqual({ q: 'nunez', limit: 25 });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'manager' } });
    await waitFor(() => expect(listCalls(fake).at(-1)?.input).toEqual({ q: 'nunez', role: 'manager', limit: 25 }));
    expect(router.state.location.search).toEqual({ q: 'nunez', role: 'manager' });
    expect(screen.queryByRole('navigation', { name: 'Accounts pages' })).toBeNull();
  });

  it('opens with the search and role its address names', async () => {
    const { fake } = usersScreen(
      {
        'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
        'staffAccounts.list': () => pageOf([account(77, { firstName: 'José', lastName: 'Núñez' })]),
      },
      '/dashboard/manage/users?q=nunez&role=supervisor',
    );
    await screen.findByText('José Núñez');
    expect(listCalls(fake)[0]?.input).toEqual({ q: 'nunez', role: 'supervisor', limit: 25 });
    expect((screen.getByLabelText('Search accounts') as HTMLInputElement).value).toBe('nunez');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('supervisor');
  });

  it('says when no account matches, in Spanish', async () => {
    usersScreen(
      {
        'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
        'staffAccounts.list': () => pageOf([]),
      },
      '/dashboard/manage/users',
      'es',
    );
    await screen.findByText('Ninguna cuenta coincide.');
    expect(document.querySelectorAll('[data-list="accounts"] [data-row]')).toHaveLength(0);
    // The search and the filter stay, labelled in Spanish, to try something else.
    expect((screen.getByLabelText('Buscar cuentas') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('option', { name: 'Todos los roles' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('changes a role and activates on the page shown, and says why the last manager can’t be demoted', async () => {
    const { fake } = usersScreen({
      'staffAccounts.twoFactorPolicy': () => ({ requiredFor: 'managers' }),
      'staffAccounts.list': () =>
        pageOf([account(1), account(2, { isActive: false }), account(3, { role: 'manager' })]),
      'staffAccounts.update': (input) => {
        const { id } = input as { id: string };
        if (id === 'acc-3') return failing('last-manager')(input);
        return { user: account(1), generatedPassword: null, endedSessions: 0 };
      },
    });
    fireEvent.change(await screen.findByLabelText('Role of First1 Last1'), { target: { value: 'manager' } });
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'staffAccounts.update').map((c) => c.input)).toContainEqual({
        id: 'acc-1',
        change: { role: 'manager' },
      }),
    );
    // Busy until the list has been read again after the change.
    const activate = screen.getByRole('button', { name: 'Activate First2 Last2' }) as HTMLButtonElement;
    await waitFor(() => expect(activate.disabled).toBe(false));
    fireEvent.click(activate);
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'staffAccounts.update').map((c) => c.input)).toContainEqual({
        id: 'acc-2',
        change: { isActive: true },
      }),
    );
    const role = screen.getByLabelText('Role of First3 Last3') as HTMLSelectElement;
    await waitFor(() => expect(role.disabled).toBe(false));
    fireEvent.change(role, { target: { value: 'user' } });
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('This is the last active manager. Make another account a manager first.');
    // The list is read again after every change, on the same page.
    await waitFor(() => expect(listCalls(fake).length).toBeGreaterThanOrEqual(3));
    expect(listCalls(fake).every((c) => JSON.stringify(c.input) === '{"limit":25}')).toBe(true);
  });
});
