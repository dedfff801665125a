import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboardAt } from '../../../test/app.tsx';
import { failing } from '../../../test/fake-trpc.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  toasts.showErrorToast.mockClear();
  toasts.showSuccessToast.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const at = new Date('2026-11-23T17:00:00Z');
const card = (id: number, status: string, customer: string) => ({
  id,
  number: `RO-${1000 + id}`,
  status,
  customer,
  vehicle: '2014 Toyota Camry',
  total: '180.00',
  updatedAt: at,
});
const BOARD = () => ({
  columns: [
    { status: 'checked-in', count: 1, cards: [card(1, 'checked-in', 'Maria Lopez')] },
    { status: 'diagnosing', count: 0, cards: [] },
    { status: 'awaiting-approval', count: 1, cards: [card(2, 'awaiting-approval', 'Ana Ruiz')] },
    { status: 'approved', count: 0, cards: [] },
    { status: 'declined', count: 0, cards: [] },
    { status: 'in-repair', count: 0, cards: [] },
    { status: 'waiting-parts', count: 0, cards: [] },
    { status: 'ready', count: 0, cards: [] },
  ],
});

const LABOR = {
  id: 11,
  kind: 'labor',
  description: 'Diagnose shifting',
  quantity: '1.5',
  unitPrice: '120.00',
  total: '180.00',
  partId: null,
  partStatus: null,
  partReserved: false,
  recommendation: 'urgent',
  photos: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
  decision: null,
};
const TOTALS = { partsSubtotal: '0.00', laborSubtotal: '180.00', feesSubtotal: '0.00', tax: '0.00', total: '180.00' };
const ORDER = {
  id: 1,
  number: 'RO-1001',
  status: 'diagnosing',
  appointmentId: null,
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(702) 555-0199',
  email: 'maria@example.com',
  language: 'es',
  vehicleYear: 2014,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  vin: '4T1BF1FK7EU123456',
  mileage: 128400,
  concern: 'Slips between second and third gear when cold.',
  total: '180.00',
  createdAt: at,
  updatedAt: at,
  lines: [LABOR],
  totals: TOTALS,
  laborRate: '120.00',
  estimates: [],
  authorisations: [],
  history: [
    { at, event: 'created', fromStatus: null, toStatus: 'checked-in', facts: { walkIn: true }, by: 'Sam' },
    { at, event: 'status', fromStatus: 'checked-in', toStatus: 'diagnosing', facts: {}, by: 'Sam' },
  ],
  pickedUpAt: null,
};
const HISTORY = () => ({ vehicle: [], customer: [] });

describe('the repairs board', () => {
  it('shows a column per status and moves a card with its buttons', async () => {
    const { fake } = renderDashboardAt('/dashboard/repairs', {
      role: 'supervisor',
      procedures: {
        'repairOrders.board': BOARD,
        'repairOrders.update': () => ({ ...ORDER, status: 'diagnosing' }),
      },
    });
    const column = await screen.findByRole('region', { name: 'Checked in' });
    const maria = within(column).getByRole('article', { name: 'RO-1001 Maria Lopez' });
    expect(maria.textContent).toContain('2014 Toyota Camry');
    expect(maria.textContent).toContain('$180.00');
    expect(within(maria).getByRole('link', { name: 'RO-1001' }).getAttribute('href')).toBe('/dashboard/repairs/1');
    // The handle to drag it, which the keyboard reaches too.
    expect(within(maria).getByRole('button', { name: 'Move RO-1001' })).toBeTruthy();
    // Awaiting the customer's answer: no step of the staff's to take but cancelling, on its own screen.
    const waiting = screen.getByRole('article', { name: 'RO-1002 Ana Ruiz' });
    expect(within(waiting).queryByRole('button', { name: /to / })).toBeNull();
    fireEvent.click(within(maria).getByRole('button', { name: 'Move RO-1001 to Diagnosing' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === 'repairOrders.update')?.input).toEqual({
        id: 1,
        change: { status: 'diagnosing' },
      }),
    );
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('RO-1001: Diagnosing'));
  });

  it('says in Spanish why the server refused a step', async () => {
    renderDashboardAt('/dashboard/repairs', {
      role: 'supervisor',
      language: 'es',
      procedures: { 'repairOrders.board': BOARD, 'repairOrders.update': failing('repair-status-not-allowed') },
    });
    const column = await screen.findByRole('region', { name: 'Recibido' });
    fireEvent.click(within(column).getByRole('button', { name: 'Pasar RO-1001 a En diagnóstico' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'La orden de reparación no se movió',
        'Ese paso no sigue desde donde está ahora la orden de reparación.',
      ),
    );
  });
});

describe('the repair orders list', () => {
  it('asks for the status and search in its address, and links each order', async () => {
    const { fake } = renderDashboardAt('/dashboard/repairs/list?status=diagnosing&q=camry', {
      role: 'supervisor',
      procedures: {
        'repairOrders.list': () => ({ items: [ORDER], total: 1, nextCursor: null, previousCursor: null }),
      },
    });
    const row = await screen.findByRole('article', { name: 'RO-1001 Maria Lopez' });
    expect(row.textContent).toContain('2014 Toyota Camry');
    expect(fake.calls.find((call) => call.path === 'repairOrders.list')?.input).toEqual({
      status: 'diagnosing',
      q: 'camry',
      limit: 25,
    });
    expect((screen.getByRole('searchbox', { name: /Search repair orders/ }) as HTMLInputElement).value).toBe('camry');
  });
});

describe('a repair order’s screen', () => {
  it('shows the customer, the car, the lines with their totals and the history', async () => {
    renderDashboardAt('/dashboard/repairs/1', {
      role: 'supervisor',
      procedures: { 'repairOrders.get': () => ORDER, 'repairOrders.vehicleHistory': HISTORY },
    });
    const line = await screen.findByRole('article', { name: 'Diagnose shifting' });
    expect(line.textContent).toContain('Urgent');
    expect(line.textContent).toContain('1.5 × $120.00');
    expect(line.textContent).toContain('$180.00');
    expect(within(line).getByRole('img', { name: 'Photo 1: Diagnose shifting' })).toBeTruthy();
    expect(screen.getByText('VIN 4T1BF1FK7EU123456')).toBeTruthy();
    expect(screen.getByText('128,400 miles in')).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(totals.textContent).toContain('Total$180.00');
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain('Checked in → Diagnosing');
    // The steps that follow from diagnosing: none but cancelling (an estimate moves it on).
    expect(screen.getByRole('button', { name: 'Cancel repair order' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Estimate' }).textContent).toContain(
      'Version 1 ($180.00) goes to maria@example.com',
    );
  });

  it('words the history from its facts in the staff member’s language', async () => {
    const line = { kind: 'part', description: 'Valve body', quantity: '1', unitPrice: '350.00', total: '350.00' };
    renderDashboardAt('/dashboard/repairs/1', {
      role: 'supervisor',
      language: 'es',
      procedures: {
        'repairOrders.get': () => ({
          ...ORDER,
          history: [
            ...ORDER.history,
            { at, event: 'line-added', fromStatus: null, toStatus: null, facts: { line }, by: 'Sam' },
            {
              at,
              event: 'estimate-sent',
              fromStatus: 'diagnosing',
              toStatus: 'awaiting-approval',
              facts: { version: 1, total: '379.31' },
              by: 'Sam',
            },
            { at, event: 'estimate-opened', fromStatus: null, toStatus: null, facts: { version: 1 }, by: 'customer' },
            {
              at,
              event: 'authorised',
              fromStatus: 'awaiting-approval',
              toStatus: 'approved',
              facts: { version: 1, signedName: 'Maria Lopez', total: '379.31' },
              by: 'customer',
            },
          ],
        }),
        'repairOrders.vehicleHistory': HISTORY,
      },
    });
    const history = await screen.findByRole('region', { name: 'Historial' });
    const said = [...history.querySelectorAll('li')].map((item) =>
      item.textContent?.replace(/^.*? (?=[A-ZÁÉÍÓÚ])/, ''),
    );
    expect(said).toEqual([
      'Recibido (sin cita) · Sam',
      'Estado cambiado Recibido → En diagnóstico · Sam',
      'Línea agregada (Refacción: Valve body, 1 × $350.00 = $350.00) · Sam',
      'Presupuesto enviado En diagnóstico → Esperando aprobación (versión 1, total $379.31) · Sam',
      'Presupuesto abierto por el cliente (versión 1) · el cliente',
      'Respondido por el cliente Esperando aprobación → Aprobado (versión 1, firmado “Maria Lopez”: $379.31 aprobados) · el cliente',
    ]);
  });

  it('adds a labor line at the shop’s rate, showing what it comes to as it is typed', async () => {
    const { fake } = renderDashboardAt('/dashboard/repairs/1', {
      role: 'supervisor',
      procedures: {
        'repairOrders.get': () => ({
          ...ORDER,
          lines: [],
          totals: { ...TOTALS, laborSubtotal: '0.00', total: '0.00' },
        }),
        'repairOrders.vehicleHistory': HISTORY,
        'repairOrders.addLine': () => ({ ...LABOR, id: 12, totals: TOTALS }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add line' }));
    const form = screen.getByRole('form', { name: 'New line' });
    expect((within(form).getByRole('textbox', { name: /Rate per hour/ }) as HTMLInputElement).value).toBe('120.00');
    fireEvent.change(within(form).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Replace valve body' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /Hours/ }), { target: { value: '2.25' } });
    expect(within(form).getByText('Line total: $270.00')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === 'repairOrders.addLine')?.input).toEqual({
        id: 1,
        line: {
          kind: 'labor',
          description: 'Replace valve body',
          quantity: '2.25',
          unitPrice: '120.00',
          partId: null,
          recommendation: 'recommended',
          photos: [],
        },
      }),
    );
  });

  it('sends the estimate, and says in Spanish why it was refused', async () => {
    const { fake } = renderDashboardAt('/dashboard/repairs/1', {
      role: 'supervisor',
      language: 'es',
      procedures: {
        'repairOrders.get': () => ORDER,
        'repairOrders.vehicleHistory': HISTORY,
        'repairOrders.sendEstimate': failing('no-customer-email'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar presupuesto' }));
    await waitFor(() => expect(fake.calls.map((call) => call.path)).toContain('repairOrders.sendEstimate'));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'El presupuesto no se envió',
        'El cliente no tiene correo electrónico: llámele con el presupuesto.',
      ),
    );
  });
});

describe('a walk-in’s check-in', () => {
  it('checks the VIN, sends the car and opens its new repair order', async () => {
    const { fake, router } = renderDashboardAt('/dashboard/repairs/new', {
      role: 'supervisor',
      language: 'es',
      procedures: {
        'repairOrders.create': () => ({ ...ORDER, id: 7, number: 'RO-1007', status: 'checked-in' }),
        'repairOrders.get': () => ({ ...ORDER, id: 7, number: 'RO-1007', status: 'checked-in' }),
        'repairOrders.vehicleHistory': HISTORY,
      },
    });
    const form = await screen.findByRole('form', { name: 'Nueva orden de reparación' });
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    type(/^Nombre/, 'Maria');
    type(/^Apellido/, 'Lopez');
    type(/^Teléfono/, '(702) 555-0199');
    type(/^Año/, '2014');
    type(/^Marca/, 'Toyota');
    type(/^Modelo/, 'Camry');
    // One character off: the check digit no longer matches.
    type(/^VIN/, '4T1BF1FK7EU123457');
    type(/^Millaje/, '128400');
    type(/^Problema que describe el cliente/, 'Se resbala en frío.');
    fireEvent.click(within(form).getByRole('button', { name: 'Recibir el auto' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^VIN/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(fake.calls.map((call) => call.path)).not.toContain('repairOrders.create');
    type(/^VIN/, '4t1bf1fk7eu123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Recibir el auto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/repairs/7'));
    expect(fake.calls.find((call) => call.path === 'repairOrders.create')?.input).toMatchObject({
      firstName: 'Maria',
      language: 'es',
      vehicleYear: 2014,
      vin: '4T1BF1FK7EU123456',
      mileage: 128400,
      email: null,
      appointmentId: null,
    });
  });
});
