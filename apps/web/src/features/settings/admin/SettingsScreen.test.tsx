import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';
import { render } from '../../../test/render.tsx';
import { SettingsForm } from './SettingsForm.tsx';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);
// The form reloads the page's settings after a save; no router is needed to see that it asks.
const invalidate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouter: () => ({ invalidate }),
}));

const open = (from: string, to: string) => ({ open: true, from, to });
const settings = {
  shopName: 'Desert Gear',
  phone: '(702) 555-0142',
  email: 'service@desertgear.example',
  address: { street: '4120 W Tropicana Ave', city: 'Las Vegas', region: 'NV', postalCode: '89103' },
  location: { latitude: '36.1003', longitude: '-115.1947' },
  hours: {
    sunday: { open: false, from: '09:00', to: '17:00' },
    monday: open('08:30', '18:00'),
    tuesday: open('08:30', '18:00'),
    wednesday: open('08:30', '18:00'),
    thursday: open('08:30', '18:00'),
    friday: open('08:30', '18:00'),
    saturday: open('09:30', '13:00'),
  },
  specialDays: [],
  slotCapacity: 2,
  manageCutoffHours: 24,
  yearsOfExperience: '20',
  googleReviewUrl: '',
  repairs: { laborRate: '120.00', partsTaxRate: '8.375', laborTaxed: false, estimateExpiryDays: 30 },
};

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
  toasts.showToast.mockClear();
  toasts.showSuccessToast.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('the Settings screen', () => {
  it('refuses a bad phone, a bad email and a closing time before opening, in Spanish, and sends nothing', async () => {
    const fake = fakeTrpc({});
    render(<SettingsForm settings={settings} />, { language: 'es' });
    fireEvent.change(field(/^Teléfono/), { target: { value: '555' } });
    fireEvent.change(field(/^Correo electrónico/), { target: { value: 'not-an-email' } });
    fireEvent.change(field('Sábado: hora de cierre'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    // Each on its field, as a screen reader announces it.
    await waitFor(() => expect(fieldError(field(/^Teléfono/))).toBe('Ingrese un número de teléfono válido'));
    expect(fieldError(field(/^Correo electrónico/))).toBe('Ingrese un correo electrónico válido');
    expect(fieldError(field('Sábado: hora de cierre'))).toBe('La hora de cierre debe ser posterior a la de apertura');
    expect(fieldError(field('Sábado: hora de apertura'))).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('saves the shop’s name, the week and a closed special day, says so, and reloads what the pages show', async () => {
    const fake = fakeTrpc({ 'settings.update': (input) => ({ ...settings, ...(input as object) }) });
    render(<SettingsForm settings={settings} />);
    fireEvent.change(field(/^Shop name/), { target: { value: 'Desert Gear Auto' } });
    fireEvent.change(field('Saturday closing time'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add special day' }));
    fireEvent.change(field(/^Date/), { target: { value: '2026-11-26' } });
    fireEvent.change(field('Note in English'), { target: { value: 'Closed for Thanksgiving' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(toasts.showSuccessToast).toHaveBeenCalledWith('Settings saved', 'The public pages show them now.'),
    );
    const sent = fake.calls.find((c) => c.path === 'settings.update')?.input as typeof settings;
    expect(sent.shopName).toBe('Desert Gear Auto');
    expect(sent.hours.saturday).toEqual({ open: true, from: '09:30', to: '15:00' });
    expect(sent.specialDays).toEqual([
      { date: '2026-11-26', closed: true, from: null, to: null, noteEn: 'Closed for Thanksgiving', noteEs: null },
    ]);
    expect(invalidate).toHaveBeenCalled();
  });

  it('saves the repairs’ labor rate and tax, and refuses a rate that is not money, in Spanish', async () => {
    const fake = fakeTrpc({ 'settings.update': (input) => ({ ...settings, ...(input as object) }) });
    render(<SettingsForm settings={settings} />, { language: 'es' });
    fireEvent.change(field(/^Tarifa de mano de obra/), { target: { value: '12O' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await waitFor(() => expect(field(/^Tarifa de mano de obra/).getAttribute('aria-invalid')).toBe('true'));
    expect(fake.calls).toEqual([]);
    fireEvent.change(field(/^Tarifa de mano de obra/), { target: { value: '135.00' } });
    fireEvent.change(field(/^Impuesto sobre las refacciones/), { target: { value: '8.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'settings.update')).toBe(true));
    const sent = fake.calls.find((c) => c.path === 'settings.update')?.input as typeof settings;
    expect(sent.repairs).toEqual({
      laborRate: '135.00',
      partsTaxRate: '8.25',
      laborTaxed: false,
      estimateExpiryDays: 30,
    });
  });

  it('names the special day that repeats a date, in Spanish, and sends nothing', async () => {
    const fake = fakeTrpc({});
    render(<SettingsForm settings={settings} />, { language: 'es' });
    for (let i = 0; i < 2; i++) fireEvent.click(screen.getByRole('button', { name: 'Agregar día especial' }));
    for (const day of screen.getAllByLabelText(/^Fecha/)) fireEvent.change(day, { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await screen.findByText('Esta fecha ya está en la lista');
    const [first, second] = screen.getAllByLabelText(/^Fecha/);
    expect(first?.getAttribute('aria-invalid')).not.toBe('true');
    expect(second?.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls).toEqual([]);
  });

  it('shows the server’s refusal on its field, in the reader’s language', async () => {
    fakeTrpc({
      'settings.update': failing('invalid-input', [{ path: 'email', key: 'emailInvalid' }]),
    });
    render(<SettingsForm settings={settings} />, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalled(), { timeout: 5000 });
    await screen.findByText('Ingrese un correo electrónico válido');
    expect(field(/^Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
    expect(toasts.showErrorToast).toHaveBeenCalledWith('Configuración sin guardar', 'Corrija los campos marcados.');
  });
});
