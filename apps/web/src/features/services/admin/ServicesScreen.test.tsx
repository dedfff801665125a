import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';
import { render } from '../../../test/render.tsx';
import { ServicesScreen } from './ServicesScreen.tsx';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showToast.mockClear();
  toasts.showSuccessToast.mockClear();
  toasts.showErrorToast.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const service = (id: number, name: string, order: number, nameEs: string | null = null) => ({
  id,
  name,
  nameEs,
  description: `${name} for every make.`,
  descriptionEs: nameEs ? `${nameEs} para toda marca.` : null,
  icon: 'brakes',
  order,
  isActive: true,
  price: '0.00',
});

describe('Manage Services', () => {
  it('shows both languages side by side, says which Spanish is missing, and moves by renumbering', async () => {
    const fake = fakeTrpc({
      // Two services seeded with the same number: moving still puts them apart.
      'services.adminList': () => [
        service(1, 'Brake Service', 1, 'Frenos'),
        service(2, 'Oil Change', 1),
        service(3, 'Tires', 3),
      ],
      'services.update': (input) => ({ ...service(2, 'Oil Change', 1), ...(input as { service: object }).service }),
    });
    render(<ServicesScreen />);
    const brakes = await screen.findByRole('article', { name: 'Brake Service' });
    expect(brakes.textContent).toContain('Frenos para toda marca.');
    expect(brakes.textContent).not.toContain('Spanish missing');
    expect(screen.getByRole('article', { name: 'Oil Change' }).textContent).toContain(
      'Spanish missing: name, description',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Oil Change up' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'services.update').map((c) => c.input)).toEqual([
        { id: 1, service: { order: 2 } },
      ]),
    );
  });

  it('adds a service and shows a refusal of the server on its field, in Spanish', async () => {
    const fake = fakeTrpc({
      'services.adminList': () => [],
      // The server refuses the first try (say, a text another rule of its own finds wrong).
      'services.create': (input) => {
        if (fake.calls.filter((c) => c.path === 'services.create').length === 1) {
          failing('invalid-input', [{ path: 'nameEs', key: 'tooLong' }])(input);
        }
        return { ...service(9, 'Tires', 1), ...(input as object) };
      },
    });
    render(<ServicesScreen />, { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar servicio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar servicio' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre \(inglés\)/), { target: { value: 'Tires' } });
    fireEvent.change(within(dialog).getByLabelText(/Nombre \(español\)/), { target: { value: 'Neumáticos' } });
    fireEvent.change(within(dialog).getByLabelText(/Descripción \(inglés\)/), { target: { value: 'New and used.' } });
    fireEvent.click(within(dialog).getByLabelText('Sistema eléctrico'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar servicio' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'services.create')?.input).toMatchObject({
        name: 'Tires',
        nameEs: 'Neumáticos',
        descriptionEs: null,
        icon: 'electrical',
        isActive: true,
      }),
    );
    // On its field, in the screen's language, and no toast.
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(/Nombre \(español\)/))).toBe('Este texto es demasiado largo'),
    );
    expect(toasts.showErrorToast).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Nombre \(español\)/), { target: { value: 'Llantas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar servicio' }));
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Servicio agregado', expect.any(String)));
  });
});
