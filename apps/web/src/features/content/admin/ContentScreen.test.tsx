import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';
import { render } from '../../../test/render.tsx';
import { ContentScreen } from './ContentScreen.tsx';

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
});
afterEach(() => vi.unstubAllGlobals());

const report = {
  services: [],
  carouselImages: [
    {
      id: 4,
      label: 'Rebuilt transmissions',
      fields: ['descriptionEs', 'altTextEs'],
      english: { descriptionEs: 'Done in house.', altTextEs: 'A transmission on the bench' },
    },
  ],
  parts: [],
  categories: [],
  specialDays: [],
};
const categories = [
  { id: 1, name: 'Brakes', nameEs: 'Frenos' },
  { id: 2, name: 'Suspension', nameEs: null },
];

describe('Manage Content', () => {
  it('lists what lacks Spanish and saves only the Spanish texts of one thing', async () => {
    const fake = fakeTrpc({
      'content.missingSpanish': () => report,
      'categories.list': () => categories,
      'content.saveSpanish': (input) => input,
    });
    render(<ContentScreen />);
    const images = await screen.findByRole('region', { name: 'Carousel images without Spanish' });
    expect(images.textContent).toContain('No Spanish: Description, Alt text');
    expect(screen.queryByRole('region', { name: 'Services without Spanish' })).toBeNull();
    fireEvent.click(within(images).getByRole('button', { name: 'Add Spanish to Rebuilt transmissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spanish for Rebuilt transmissions' });
    expect(dialog.textContent).toContain('A transmission on the bench');
    fireEvent.change(within(dialog).getByLabelText('Alt text in Spanish'), {
      target: { value: 'Una transmisión en el banco' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Spanish' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'content.saveSpanish')?.input).toEqual({
        kind: 'carouselImage',
        id: 4,
        texts: { descriptionEs: null, altTextEs: 'Una transmisión en el banco' },
      }),
    );
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Spanish text saved', expect.any(String)));
  });

  it('lists the categories in both languages and says a taken name on its field, in Spanish', async () => {
    const fake = fakeTrpc({
      'content.missingSpanish': () => ({ ...report, carouselImages: [] }),
      'categories.list': () => categories,
      'categories.create': failing('category-name-taken'),
    });
    render(<ContentScreen />, { language: 'es' });
    await screen.findByText('Todo tiene su texto en español.');
    expect(screen.queryAllByRole('button', { name: /^Agregar español a / })).toEqual([]);
    const table = await screen.findByRole('table');
    // Each category's English and Spanish names, the missing one said so.
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.children[0]?.textContent, row.children[1]?.textContent]);
    expect(names).toEqual([
      ['Brakes', 'Frenos'],
      ['Suspension', 'Sin nombre en español'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar categoría' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre \(inglés\)/), { target: { value: 'brakes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar categoría' }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(/Nombre \(inglés\)/))).toBe(
        'Ya existe una categoría con este nombre',
      ),
    );
    expect(fake.calls.find((c) => c.path === 'categories.create')?.input).toEqual({ name: 'brakes', nameEs: null });
  });
});
