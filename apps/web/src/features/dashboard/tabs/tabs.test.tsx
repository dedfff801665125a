import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render.tsx';
import { ManagementTab } from './ManagementTab.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the management tab', () => {
  it('shows the management cards, in Spanish too', () => {
    render(<ManagementTab />, { language: 'es' });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Administrar servicios',
      'Administrar usuarios',
      'Administrar contenido',
      'Configuración',
      'Respaldos',
      'Reseñas',
      'Actividad',
    ]);
  });
});
