import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '../../../test/fake-trpc.ts';
import { render } from '../../../test/render.tsx';
import { ManagementTab } from './ManagementTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the overview and management tabs', () => {
  it('shows the counted and the fixed overview figures', async () => {
    fakeTrpc({ 'appointments.overview': () => ({ todaysAppointments: 2, unreadMessages: 3 }) });
    render(<OverviewTab />);
    expect(await screen.findByText('2')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('$15,420')).toBeTruthy();
    expect(screen.getByText('328')).toBeTruthy();
    expect(screen.getByText('4.9')).toBeTruthy();
  });

  it('shows the four management cards, in Spanish too', () => {
    render(<ManagementTab />, { language: 'es' });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Administrar servicios',
      'Administrar usuarios',
      'Administrar contenido',
      'Configuración',
    ]);
  });
});
