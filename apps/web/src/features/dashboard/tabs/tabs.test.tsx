import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFailure, failing, fakeTrpc } from '../../../test/fake-trpc.ts';
import { render } from '../../../test/render.tsx';
import { AppointmentsTab } from './AppointmentsTab.tsx';
import { ManagementTab } from './ManagementTab.tsx';
import { MessagesTab } from './MessagesTab.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../../toast/toast.ts', () => toasts);

const user = (role: 'supervisor' | 'manager') => ({
  id: `${role}-id`,
  email: `${role}@example.com`,
  firstName: role,
  lastName: null,
  role,
});

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the messages tab', () => {
  const MESSAGES = [
    {
      id: 5,
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '7025550101',
      subject: '',
      message: 'My transmission slips when cold.',
      status: 'replied',
      createdAt: new Date('2026-11-21T16:30:00Z'),
      replies: [],
    },
  ];

  it('gives a supervisor no delete button', async () => {
    fakeTrpc({ 'auth.me': () => user('supervisor'), 'messages.list': () => MESSAGES });
    render(<MessagesTab />);
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    fireEvent.click(within(card).getByRole('button', { expanded: false }));
    expect(card.textContent).toContain('General Inquiry');
    expect(card.textContent).toContain('Replied');
    expect(card.textContent).toContain('Nov 21, 2026, 8:30 AM'); // Las Vegas time
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lets a manager delete after confirming, with the toast of the specification when it fails', async () => {
    fakeTrpc({
      'auth.me': () => user('manager'),
      'messages.list': () => MESSAGES,
      'messages.delete': failing('INTERNAL_SERVER_ERROR', 500),
    });
    render(<MessagesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Maria Lopez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this message? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith('Failed to delete message', 'Please try again.'),
    );
  });
});

describe('the appointments and management tabs', () => {
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
    fakeTrpc({
      'appointments.list': () => [
        appointment(1, 'Ana', 'Ruiz', 'completed', null),
        appointment(2, 'Bo', 'Chen', 'confirmed', 'Brake Service'),
        appointment(3, 'Cy', 'Dee', 'pending', null),
      ],
    });
    render(<AppointmentsTab />);
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

describe('the inbox', () => {
  const message = (id: number, name: string, status: string, replies: unknown[] = []) => ({
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: '(702) 555-0101',
    subject: 'Transmission noise',
    message: 'It whines in third gear.',
    status,
    createdAt: new Date('2026-11-21T16:30:00Z'),
    replies,
  });

  it('marks a message read when opened, links phone and email, and marks it unread again', async () => {
    const fake = fakeTrpc({
      'auth.me': () => user('supervisor'),
      'messages.list': () => [message(7, 'Luis Vega', 'unread')],
      'messages.setStatus': (input) => input,
      'appointments.overview': () => ({ todaysAppointments: 0, unreadMessages: 0 }),
    });
    render(<MessagesTab />);
    const card = await screen.findByRole('article', { name: 'Luis Vega' });
    expect(card.textContent).not.toContain('It whines');
    fireEvent.click(within(card).getByRole('button', { expanded: false }));
    expect(card.textContent).toContain('It whines in third gear.');
    expect(within(card).getByRole('link', { name: '(702) 555-0101' }).getAttribute('href')).toBe('tel:7025550101');
    expect(within(card).getByRole('link', { name: 'luis@example.com' }).getAttribute('href')).toBe(
      'mailto:luis@example.com',
    );
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'messages.setStatus')?.input).toEqual({ id: 7, status: 'read' }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Mark replied' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'messages.setStatus').at(-1)?.input).toEqual({
        id: 7,
        status: 'replied',
      }),
    );
  });

  it('sends a reply, shows the replies under the message with who and when, and filters by status', async () => {
    const fake = fakeTrpc({
      'auth.me': () => user('supervisor'),
      'messages.list': (input) =>
        (input as { status?: string })?.status === 'unread'
          ? []
          : [
              message(8, 'Rosa Diaz', 'replied', [
                {
                  id: 1,
                  text: 'We can see it Monday.',
                  createdAt: new Date('2026-11-22T17:00:00Z'),
                  staffName: 'Ana Ruiz',
                },
              ]),
            ],
      'messages.reply': () => ({ id: 2 }),
      'appointments.overview': () => ({ todaysAppointments: 0, unreadMessages: 0 }),
    });
    render(<MessagesTab />, { language: 'es' });
    const card = await screen.findByRole('article', { name: 'Rosa Diaz' });
    fireEvent.click(within(card).getByRole('button', { expanded: false }));
    expect(fake.calls.some((c) => c.path === 'messages.setStatus')).toBe(false); // already answered
    const reply = within(card).getByLabelText('Respuesta');
    expect(reply.textContent).toContain('Ana Ruiz');
    expect(reply.textContent).toContain('We can see it Monday.');
    const box = within(card).getByLabelText(/^Responder a Rosa Diaz/);
    fireEvent.click(within(card).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(card).findByText('Escriba una respuesta')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Ready on Tuesday.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'messages.reply')?.input).toEqual({ id: 8, text: 'Ready on Tuesday.' }),
    );

    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'unread' } });
    expect(await screen.findByText('No hay mensajes aquí.')).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === 'messages.list').at(-1)?.input).toEqual({ status: 'unread' });
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
    ...fields,
  });
  const SLOTS = {
    slots: [
      { start: '2026-12-01T16:30:00.000Z', available: 2 },
      { start: '2026-12-01T17:00:00.000Z', available: 1 },
    ],
  };

  it('asks for upcoming first, filters, and shows links, vehicle and notes', async () => {
    const fake = fakeTrpc({ 'appointments.list': () => [row(1, 'pending')] });
    render(<AppointmentsTab />);
    const card = await screen.findByRole('article', { name: 'Ana Ruiz 1' });
    expect(fake.calls.find((c) => c.path === 'appointments.list')?.input).toEqual({ scope: 'upcoming' });
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
      }),
    );
  });

  it('confirms, completes, cancels with a reason and reschedules to a free slot', async () => {
    const fake = fakeTrpc({
      'appointments.list': () => [row(1, 'pending'), row(2, 'confirmed'), row(3, 'completed')],
      'appointments.update': () => ({}),
      'appointments.slots': () => SLOTS,
    });
    render(<AppointmentsTab />);
    await screen.findByRole('article', { name: 'Ana Ruiz 1' });
    const updates = () => fake.calls.filter((c) => c.path === 'appointments.update').map((c) => c.input);
    expect(within(screen.getByRole('article', { name: 'Ana Ruiz 3' })).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Mark completed: Ana Ruiz 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Ana Ruiz 1' }));
    await waitFor(() => expect(updates()).toContainEqual({ id: 1, change: { status: 'confirmed' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark completed: Ana Ruiz 2' }));
    await waitFor(() => expect(updates()).toContainEqual({ id: 2, change: { status: 'completed' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel: Ana Ruiz 2' }));
    const cancel = await screen.findByRole('dialog');
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(cancel).findByText('Please give a reason for cancelling')).toBeTruthy();
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
    expect([...select.options].map((o) => o.textContent)).toContain('Tuesday, December 1, 9:00 AM');
    fireEvent.change(select, { target: { value: '2026-12-01T17:00:00.000Z' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(updates()).toContainEqual({
        id: 2,
        change: { status: 'confirmed', appointmentDate: '2026-12-01T17:00:00.000Z' },
      }),
    );
  });

  it('says why a change was refused, in Spanish', async () => {
    fakeTrpc({
      'appointments.list': () => [row(1, 'pending')],
      'appointments.update': failing('CONFLICT', 409, "A completed appointment can't be marked confirmed"),
    });
    render(<AppointmentsTab />, { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar: Ana Ruiz 1' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'La cita no se cambió',
        'Alguien cambió esta cita mientras tanto; la lista se actualizó.',
      ),
    );
  });

  it('books a phone call: translated checks, then a full slot only after the warning, with overbook', async () => {
    let attempts = 0;
    const fake = fakeTrpc({
      'appointments.list': () => [],
      'appointments.slots': () => SLOTS,
      'appointments.create': (input) => {
        attempts += 1;
        if (!(input as { overbook: boolean }).overbook) {
          throw new FakeFailure(
            'CONFLICT',
            409,
            'That time is full. Book it anyway only if the shop can take one more car then (overbook).',
          );
        }
        return { id: 9 };
      },
    });
    render(<AppointmentsTab />, { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva cita' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar cita' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Ingrese un número de teléfono válido')).toBeTruthy();
    expect(within(dialog).getByText('Elija uno de los horarios ofrecidos')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Pedro' } });
    fireEvent.change(within(dialog).getByLabelText(/^Apellido/), { target: { value: 'Soto' } });
    fireEvent.change(within(dialog).getByLabelText(/^Teléfono/), { target: { value: '702 555 0199' } });
    fireEvent.change(within(dialog).getByLabelText(/^Año del vehículo/), { target: { value: '2011' } });
    const select = within(dialog).getByLabelText(/^Día y hora/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toContain('martes, 1 de diciembre, 9:00 a.m.');
    fireEvent.change(select, { target: { value: '2026-12-01T17:00:00.000Z' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar cita' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning.textContent).toContain('Ese horario está lleno');
    expect(attempts).toBe(1);
    fireEvent.click(within(warning).getByRole('button', { name: 'Reservar de todos modos (sobrecupo)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((c) => c.path === 'appointments.create').map((c) => c.input)).toMatchObject([
      { firstName: 'Pedro', vehicleYear: 2011, serviceId: null, language: 'es', overbook: false },
      { firstName: 'Pedro', appointmentDate: '2026-12-01T17:00:00.000Z', overbook: true },
    ]);
  });
});
