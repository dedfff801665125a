import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffServer, openDashboardAt } from '../../../test/app.tsx';
import { FakeFailure, failing } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);

/** One page of the list as the server answers it; the whole list unless cursors are given. */
const pageOf = <T,>(items: T[], more: { total?: number; nextCursor?: string; previousCursor?: string } = {}) => ({
  items,
  total: more.total ?? items.length,
  nextCursor: more.nextCursor ?? null,
  previousCursor: more.previousCursor ?? null,
});

beforeEach(() => {
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the appointments list', () => {
  const appointment = (
    id: number,
    firstName: string,
    lastName: string,
    status: string,
    serviceName: string | null,
  ) => ({
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '7025550100',
    appointmentDate: new Date(`2026-11-2${id}T17:00:00Z`),
    serviceName,
    status,
    notes: null,
  });

  it('lists appointments with Service TBD and the status colours', async () => {
    fakeStaffServer({
      'appointments.list': () =>
        pageOf([
          appointment(1, 'Ana', 'Ruiz', 'completed', null),
          appointment(2, 'Bo', 'Chen', 'confirmed', 'Brake Service'),
          appointment(3, 'Cy', 'Dee', 'pending', null),
        ]),
    });
    openDashboardAt('/dashboard/appointments');
    const ana = await screen.findByRole('article', { name: 'Ana Ruiz' });
    expect(ana.textContent).toContain('Service TBD');
    expect(screen.getByRole('article', { name: 'Bo Chen' }).textContent).toContain('Brake Service');
    const colour = (name: string) =>
      within(screen.getByRole('article', { name }))
        .getByText(/Completed|Confirmed|Pending/)
        .closest('.mantine-Badge-root')
        ?.getAttribute('style');
    expect(colour('Ana Ruiz')).toContain('#166534'); // a green dark enough for white text
    expect(colour('Bo Chen')).toContain('blue');
    expect(colour('Cy Dee')).toContain('yellow');
  });
});

describe('the appointments tab actions', () => {
  const row = (id: number, status: string, fields: Record<string, unknown> = {}) => ({
    id,
    firstName: 'Ana',
    lastName: `Ruiz ${id}`,
    email: 'ana@example.com',
    phone: '(702) 555-0100',
    appointmentDate: new Date('2026-11-30T17:00:00Z'),
    serviceId: null,
    serviceName: null,
    vehicleYear: 2014,
    vehicleMake: 'Ford',
    vehicleModel: 'F-150',
    notes: 'Slips in second',
    status,
    language: 'es',
    confirmedAt: null,
    cancelReason: null,
    cancelledAt: null,
    createdAt: new Date('2026-11-20T17:00:00Z'),
    noShows: 0,
    ...fields,
  });
  /** Every slot as the front desk sees it: 9:00 is full (2 of 2 booked). */
  const SLOTS = {
    slots: [
      { start: '2026-12-01T16:30:00.000Z', booked: 0, capacity: 2 },
      { start: '2026-12-01T17:00:00.000Z', booked: 2, capacity: 2 },
      { start: '2026-12-01T17:30:00.000Z', booked: 1, capacity: 2 },
    ],
  };
  const SERVICES = [
    { id: 4, icon: 'brakes', name: 'Servicio de frenos', description: '' },
    { id: 9, icon: null, name: 'Alineación', description: '' },
  ];

  it('asks for upcoming first, filters, and shows links, vehicle and notes', async () => {
    const fake = fakeStaffServer({ 'appointments.list': () => pageOf([row(1, 'pending')]) });
    openDashboardAt('/dashboard/appointments');
    const card = await screen.findByRole('article', { name: 'Ana Ruiz 1' });
    expect(fake.calls.find((c) => c.path === 'appointments.list')?.input).toEqual({ scope: 'upcoming', limit: 25 });
    expect(within(card).getByRole('link', { name: '(702) 555-0100' }).getAttribute('href')).toBe('tel:7025550100');
    expect(within(card).getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    );
    expect(card.textContent).toContain('2014 Ford F-150');
    expect(card.textContent).toContain('Slips in second');
    expect(card.textContent).toContain('Nov 30, 2026, 9:00 AM');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'past' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'appointments.list').at(-1)?.input).toEqual({
        scope: 'past',
        status: 'completed',
        limit: 25,
      }),
    );
  });

  it('shows one page with where it is in the list, pages by the server’s cursors, and searches', async () => {
    const first = Array.from({ length: 25 }, (_, i) => row(i + 1, 'pending'));
    const fake = fakeStaffServer({
      'appointments.list': (input) => {
        const { cursor, q } = input as { cursor?: string; q?: string };
        if (q) return pageOf([row(99, 'confirmed', { firstName: 'José', lastName: 'Núñez' })]);
        return cursor === 'after-25'
          ? pageOf([row(26, 'pending'), row(27, 'confirmed')], { total: 27, previousCursor: 'before-26' })
          : pageOf(first, { total: 27, nextCursor: 'after-25' });
      },
    });
    openDashboardAt('/dashboard/appointments', { language: 'es' });
    const list = await screen.findByRole('navigation', { name: 'Páginas de citas' });
    expect(list.textContent).toBe('1–25 de 27AnteriorSiguiente');
    expect(document.querySelectorAll('[data-list="appointments"] [data-row]')).toHaveLength(25);
    fireEvent.click(within(list).getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('26–27 de 27');
    expect(document.querySelectorAll('[data-row]')).toHaveLength(2);
    expect(fake.calls.filter((c) => c.path === 'appointments.list').at(-1)?.input).toEqual({
      scope: 'upcoming',
      limit: 25,
      cursor: 'after-25',
    });
    // A search starts again at the first page.
    fireEvent.change(screen.getByLabelText('Buscar citas'), { target: { value: ' nunez ' } });
    await screen.findByRole('article', { name: 'José Núñez' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['José Núñez']);
    expect(fake.calls.filter((c) => c.path === 'appointments.list').at(-1)?.input).toEqual({
      scope: 'upcoming',
      q: 'nunez',
      limit: 25,
    });
    expect(screen.queryByRole('navigation', { name: 'Páginas de citas' })).toBeNull();
  });

  it('flags a customer who missed two visits, marks a past confirmed one a no-show and shows who changed what', async () => {
    const past = new Date('2026-11-01T17:00:00Z');
    const fake = fakeStaffServer({
      'appointments.list': () =>
        pageOf([row(1, 'pending', { noShows: 2 }), row(2, 'confirmed', { appointmentDate: past, noShows: 1 })]),
      'appointments.update': () => ({}),
      'appointments.history': () => [
        {
          id: 7,
          changedAt: new Date('2026-10-20T17:00:00Z'),
          byCustomer: true,
          staffName: null,
          fromStatus: null,
          toStatus: 'pending',
          fromDate: null,
          toDate: new Date('2026-10-31T17:00:00Z'),
          reason: null,
        },
        {
          id: 8,
          changedAt: new Date('2026-10-21T17:00:00Z'),
          byCustomer: true,
          staffName: null,
          fromStatus: 'pending',
          toStatus: 'pending',
          fromDate: new Date('2026-10-31T17:00:00Z'),
          toDate: past,
          reason: null,
        },
        {
          id: 9,
          changedAt: new Date('2026-10-22T17:00:00Z'),
          byCustomer: false,
          staffName: 'Sara Front',
          fromStatus: 'pending',
          toStatus: 'confirmed',
          fromDate: past,
          toDate: past,
          reason: null,
        },
      ],
    });
    openDashboardAt('/dashboard/appointments');
    const first = await screen.findByRole('article', { name: 'Ana Ruiz 1' });
    expect(within(first).getByText('Missed 2 appointments before').textContent).toBe('Missed 2 appointments before');
    const second = screen.getByRole('article', { name: 'Ana Ruiz 2' });
    expect(within(second).queryByText(/Missed/)).toBeNull();
    // Only a confirmed one whose time has passed can be a no-show.
    expect(screen.queryByRole('button', { name: 'Mark no-show: Ana Ruiz 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark no-show: Ana Ruiz 2' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'appointments.update').map((c) => c.input)).toEqual([
        { id: 2, change: { status: 'no-show' } },
      ]),
    );

    const toggle = within(second).getByRole('button', { name: 'History: Ana Ruiz 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const lines = await within(second).findAllByRole('listitem');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/Booked for .*, by the customer$/),
      expect.stringMatching(/Moved from .* to .*, by the customer$/),
      expect.stringMatching(/Marked Confirmed, by Sara Front$/),
    ]);
  });

  it('opens an appointment at its own address over the list, with its actions and history, and closes back', async () => {
    const fake = fakeStaffServer({
      'appointments.list': () => pageOf([row(1, 'pending'), row(2, 'confirmed')]),
      'appointments.get': (input) => row((input as { id: number }).id, 'pending'),
      'appointments.update': () => ({}),
      'appointments.history': () => [],
    });
    const { router } = openDashboardAt('/dashboard/appointments?scope=all');
    const card = await screen.findByRole('article', { name: 'Ana Ruiz 1' });
    const open = within(card).getByRole('link', { name: 'Ana Ruiz 1' });
    expect(open.getAttribute('href')).toBe('/dashboard/appointments/1?scope=all');
    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Ana Ruiz 1' });
    expect(router.state.location.pathname).toBe('/dashboard/appointments/1');
    expect(drawer.textContent).toContain('2014 Ford F-150');
    // Its history shows without asking, under its own heading.
    expect(within(drawer).getByRole('heading', { name: 'History' })).toBeTruthy();
    await waitFor(() => expect(fake.calls.find((c) => c.path === 'appointments.history')?.input).toEqual({ id: 1 }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Confirm: Ana Ruiz 1' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'appointments.update')?.input).toEqual({
        id: 1,
        change: { status: 'confirmed' },
      }),
    );
    // The change reads the opened appointment again with the list.
    await waitFor(() => expect(fake.calls.filter((c) => c.path === 'appointments.get')).toHaveLength(2));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/appointments?scope=all'));
  });

  it('opens an appointment by its address alone, in Spanish, and says so when it is gone', async () => {
    fakeStaffServer({
      'appointments.list': () => pageOf([]),
      'appointments.get': (input) =>
        (input as { id: number }).id === 2 ? row(2, 'confirmed') : failing('not-found')(input),
      'appointments.history': () => [],
    });
    const { unmount } = openDashboardAt('/dashboard/appointments/2', { language: 'es' });
    const drawer = await screen.findByRole('dialog', { name: 'Ana Ruiz 2' });
    expect(within(drawer).getByRole('button', { name: 'Marcar como completada: Ana Ruiz 2' })).toBeTruthy();
    unmount();
    openDashboardAt('/dashboard/appointments/3');
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('This appointment no longer exists.'));
  });

  it('confirms, completes, cancels with a reason and reschedules to a free slot', async () => {
    const fake = fakeStaffServer({
      'appointments.list': () => pageOf([row(1, 'pending'), row(2, 'confirmed'), row(3, 'completed')]),
      'appointments.update': () => ({}),
      'appointments.staffSlots': () => SLOTS,
    });
    openDashboardAt('/dashboard/appointments');
    await screen.findByRole('article', { name: 'Ana Ruiz 1' });
    const updates = () => fake.calls.filter((c) => c.path === 'appointments.update').map((c) => c.input);
    // A completed one has nothing left to do but its history.
    expect(
      within(screen.getByRole('article', { name: 'Ana Ruiz 3' }))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['History: Ana Ruiz 3']);
    expect(screen.queryByRole('button', { name: 'Mark completed: Ana Ruiz 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Ana Ruiz 1' }));
    await waitFor(() => expect(updates()).toContainEqual({ id: 1, change: { status: 'confirmed' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark completed: Ana Ruiz 2' }));
    await waitFor(() => expect(updates()).toContainEqual({ id: 2, change: { status: 'completed' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel: Ana Ruiz 2' }));
    const cancel = await screen.findByRole('dialog');
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(fieldError(within(cancel).getByLabelText(/^Reason/))).toBe('Please give a reason for cancelling'),
    );
    fireEvent.change(within(cancel).getByLabelText(/^Reason/), { target: { value: 'Customer called' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(updates()).toContainEqual({ id: 2, change: { status: 'cancelled', reason: 'Customer called' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Reschedule: Ana Ruiz 2' }));
    const move = await screen.findByRole('dialog');
    const select = within(move).getByLabelText(/^Day and time/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Tuesday, December 1']);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Choose a time',
      'Tuesday, December 1, 8:30 AM',
      'Tuesday, December 1, 9:00 AM: Full (2 of 2 booked)',
      'Tuesday, December 1, 9:30 AM',
    ]);
    fireEvent.change(select, { target: { value: '2026-12-01T17:30:00.000Z' } });
    expect(within(move).queryByText(/This time is full/)).toBeNull();
    fireEvent.click(within(move).getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(updates()).toContainEqual({
        id: 2,
        change: { status: 'confirmed', appointmentDate: '2026-12-01T17:30:00.000Z' },
      }),
    );
  });

  it('moves to a full slot only after the warning is confirmed, with overbook', async () => {
    const fake = fakeStaffServer({
      'appointments.list': () => pageOf([row(2, 'confirmed')]),
      'appointments.update': () => ({}),
      'appointments.staffSlots': () => SLOTS,
    });
    openDashboardAt('/dashboard/appointments');
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule: Ana Ruiz 2' }));
    const move = await screen.findByRole('dialog');
    const select = within(move).getByLabelText(/^Day and time/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: '2026-12-01T17:00:00.000Z' } });
    const overbook = within(within(move).getByRole('alert', { name: 'This time is full (2 of 2 booked)' })).getByRole(
      'checkbox',
    ) as HTMLInputElement;
    expect(overbook.checked).toBe(false);
    fireEvent.click(within(move).getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(fieldError(overbook)).toBe('Tick this box to book a full time, or choose another time.'),
    );
    expect(fake.calls.some((c) => c.path === 'appointments.update')).toBe(false);
    fireEvent.click(within(move).getByLabelText('Yes, overbook this time'));
    fireEvent.click(within(move).getByRole('button', { name: 'Move appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((c) => c.path === 'appointments.update').map((c) => c.input)).toEqual([
      { id: 2, change: { status: 'confirmed', appointmentDate: '2026-12-01T17:00:00.000Z', overbook: true } },
    ]);
  });

  it('says why a change was refused, in Spanish', async () => {
    fakeStaffServer({
      'appointments.list': () => pageOf([row(1, 'pending')]),
      'appointments.update': failing('status-change-not-allowed'),
    });
    openDashboardAt('/dashboard/appointments', { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar: Ana Ruiz 1' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'La cita no se cambió',
        'Alguien cambió esta cita mientras tanto; la lista se actualizó.',
      ),
    );
  });

  it('books a phone call from the services read: translated checks, then a full slot only after the warning', async () => {
    const fake = fakeStaffServer({
      'appointments.list': () => pageOf([]),
      'appointments.staffSlots': () => SLOTS,
      'services.list': () => SERVICES,
      'appointments.create': () => ({ id: 9 }),
    });
    openDashboardAt('/dashboard/appointments', { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva cita' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar cita' }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText(/^Nombre/))).toBe('El nombre es obligatorio'));
    expect(fieldError(within(dialog).getByLabelText(/^Teléfono/))).toBe('Ingrese un número de teléfono válido');
    expect(fieldError(within(dialog).getByLabelText(/^Día y hora/))).toBe('Elija uno de los horarios ofrecidos');

    // The services customers are offered, in the staff member's language, and "Not sure".
    const service = within(dialog).getByLabelText(/^Servicio/) as HTMLSelectElement;
    await waitFor(() => expect(service.options).toHaveLength(3));
    expect([...service.options].map((o) => o.textContent)).toEqual([
      'No estoy seguro',
      'Servicio de frenos',
      'Alineación',
    ]);
    expect(fake.calls.find((c) => c.path === 'services.list')?.input).toEqual({ lang: 'es' });
    fireEvent.change(service, { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Pedro' } });
    fireEvent.change(within(dialog).getByLabelText(/^Apellido/), { target: { value: 'Soto' } });
    fireEvent.change(within(dialog).getByLabelText(/^Teléfono/), { target: { value: '702 555 0199' } });
    fireEvent.change(within(dialog).getByLabelText(/^Año del vehículo/), { target: { value: '2011' } });
    const select = within(dialog).getByLabelText(/^Día y hora/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toContain(
      'martes, 1 de diciembre, 9:00 a.m.: Lleno (2 de 2 reservados)',
    );
    fireEvent.change(select, { target: { value: '2026-12-01T17:00:00.000Z' } });
    const overbook = within(
      within(dialog).getByRole('alert', { name: 'Este horario está lleno (2 de 2 reservados)' }),
    ).getByRole('checkbox') as HTMLInputElement;
    expect(overbook.checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar cita' }));
    await waitFor(() => expect(fieldError(overbook)).toMatch(/^Marque esta casilla/));
    expect(fake.calls.some((c) => c.path === 'appointments.create')).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Sí, sobrecupo en este horario'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar cita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((c) => c.path === 'appointments.create').map((c) => c.input)).toMatchObject([
      {
        firstName: 'Pedro',
        vehicleYear: 2011,
        serviceId: 9,
        language: 'es',
        appointmentDate: '2026-12-01T17:00:00.000Z',
        overbook: true,
      },
    ]);
  });

  it('says so when the last place went meanwhile, and shows the times afresh', async () => {
    let reads = 0;
    const fake = fakeStaffServer({
      'appointments.list': () => pageOf([]),
      'services.list': () => SERVICES,
      // Someone books 9:30 while the dialog is open.
      'appointments.staffSlots': () => {
        reads += 1;
        return reads === 1
          ? SLOTS
          : { slots: SLOTS.slots.map((s) => (s.start === '2026-12-01T17:30:00.000Z' ? { ...s, booked: 2 } : s)) };
      },
      'appointments.create': (input) => {
        if (!(input as { overbook: boolean }).overbook) {
          throw new FakeFailure('slot-full');
        }
        return { id: 10 };
      },
    });
    openDashboardAt('/dashboard/appointments');
    fireEvent.click(await screen.findByRole('button', { name: 'New appointment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Pedro' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Soto' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '702 555 0199' } });
    const select = within(dialog).getByLabelText(/^Day and time/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: '2026-12-01T17:30:00.000Z' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('Someone took the last place at that time a moment ago');
    // The fresh list shows the time full, with the warning to confirm.
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toContain(
        'Tuesday, December 1, 9:30 AM: Full (2 of 2 booked)',
      ),
    );
    expect(
      (
        within(within(dialog).getByRole('alert', { name: 'This time is full (2 of 2 booked)' })).getByRole(
          'checkbox',
        ) as HTMLInputElement
      ).checked,
    ).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Yes, overbook this time'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((c) => c.path === 'appointments.create').map((c) => c.input)).toMatchObject([
      { overbook: false },
      { overbook: true },
    ]);
  });
});
