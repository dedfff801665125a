import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/app.tsx';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';

const day = (open: boolean) => ({ open, from: '08:30', to: '18:00' });
const SETTINGS = {
  shopName: 'Desert Gear',
  phone: '(702) 555-0142',
  weeklyHours: {
    sunday: day(false),
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(true),
  },
  specialDays: [],
};
/** The services read, as the server answers it in Spanish. */
const SERVICES = [
  { id: 1, icon: 'transmission', name: 'Reparación de transmisiones', description: '' },
  { id: 2, icon: 'brakes', name: 'Frenos y balatas', description: '' },
  { id: 7, icon: null, name: 'Alineación', description: '' },
];
const FIRST = [
  { start: '2026-12-01T16:30:00.000Z', available: 2 },
  { start: '2026-12-01T17:00:00.000Z', available: 1 },
  { start: '2026-12-02T17:00:00.000Z', available: 2 },
];

/**
 * The shop's REST doors for the booking page: the slots read (its queries recorded), and the
 * request, answered by `answer` (status and body) for each attempt in turn.
 */
function fakeBooking(answers: { status: number; body: unknown }[], slotLists: unknown[][] = [FIRST]) {
  const shell = fakeTrpc({ 'settings.public': () => SETTINGS, 'services.list': () => SERVICES });
  const sent: unknown[] = [];
  const slotReads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
      const { pathname, search } = new URL(href, 'http://localhost');
      if (pathname === '/api/appointments/slots') {
        slotReads.push(search);
        return Response.json({ slots: slotLists[Math.min(slotReads.length - 1, slotLists.length - 1)] });
      }
      if (pathname === '/api/appointments' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? { status: 500, body: {} };
        return Response.json(answer.body, { status: answer.status });
      }
      return shell.fetch(url, init);
    }),
  );
  return { sent, slotReads };
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('the booking page', () => {
  it('offers the services read, checks the form with the contract rules in Spanish, offers Las Vegas times by day, and shows the panel', async () => {
    const { sent, slotReads } = fakeBooking([
      {
        status: 201,
        body: {
          id: 12,
          firstName: 'Lucía',
          lastName: 'Mora',
          appointmentDate: '2026-12-01T17:00:00.000Z',
          serviceId: 2,
          serviceName: 'Frenos y balatas',
          vehicleYear: 2012,
          vehicleMake: 'Honda',
          vehicleModel: 'Civic',
          status: 'pending',
          language: 'es',
        },
      },
    ]);
    renderAt('/appointments?service=2', { language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Reserve una cita' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const when = (await screen.findByLabelText(/^Día y hora preferidos/)) as HTMLSelectElement;
    await waitFor(() => expect(when.querySelectorAll('optgroup')).toHaveLength(2));
    expect(slotReads[0]).toMatch(/^\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    expect([...when.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'martes, 1 de diciembre',
      'miércoles, 2 de diciembre',
    ]);
    expect([...when.options].map((o) => o.textContent)).toContain('martes, 1 de diciembre, 9:00 a.m.');
    // The services as the database holds them, and the one the service card's link chose.
    const service = screen.getByLabelText(/^Servicio/) as HTMLSelectElement;
    expect([...service.options].map((o) => o.textContent)).toEqual([
      'No estoy seguro',
      'Reparación de transmisiones',
      'Frenos y balatas',
      'Alineación',
    ]);
    await waitFor(() => expect(service.value).toBe('2'));

    fill(/^Teléfono/, 'abcdefghij');
    fill(/^Año del vehículo/, '1800');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cita' }));
    const errors = async () =>
      (await screen.findAllByText(/.+/, { selector: '.mantine-InputWrapper-error' })).map((e) => e.textContent);
    expect(await errors()).toEqual([
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'Ingrese un número de teléfono válido',
      'Escriba un año de vehículo válido',
      'Elija uno de los horarios ofrecidos',
    ]);
    expect(sent).toEqual([]);

    fill(/^Nombre/, 'Lucía');
    fill(/^Apellido/, 'Mora');
    fill(/^Teléfono/, '(702) 555-0199');
    fill(/^Año del vehículo/, '2012');
    fill(/^Marca/, 'Honda');
    fill(/^Modelo/, 'Civic');
    fireEvent.change(when, { target: { value: '2026-12-01T17:00:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cita' }));
    const panel = await screen.findByRole('status');
    expect(sent).toEqual([
      expect.objectContaining({
        firstName: 'Lucía',
        phone: '(702) 555-0199',
        email: null,
        serviceId: 2,
        vehicleYear: 2012,
        appointmentDate: '2026-12-01T17:00:00.000Z',
        language: 'es',
        website: '',
      }),
    ]);
    expect(panel.textContent).toContain('Solicitud recibida');
    expect(panel.textContent).toContain('Le confirmaremos su cita por teléfono o correo electrónico');
    expect(panel.textContent).toContain('martes, 1 de diciembre de 2026, 9:00 a.m.');
    // The service's name as the answer gives it.
    expect(panel.textContent).toContain('Frenos y balatas');
    expect(panel.textContent).toContain('2012 Honda Civic');
  });

  // The server's English is not what the page reads: a reworded sentence leaves the Spanish right.
  // A time no longer offered is bad input on appointmentDate, known by its issue's key.
  const notOffered = [{ path: 'appointmentDate', message: 'Reworded English', key: 'timeInvalid' }];
  it.each([
    [409, 'slot-taken', 'Alguien reservó el último lugar a esa hora hace un momento', undefined],
    [400, 'invalid-input', 'La lista ahora muestra los horarios que siguen libres', notOffered],
    [409, 'service-not-offered', 'Elija otro servicio', undefined],
    [429, 'rate-limited', 'Ya envió varias solicitudes', undefined],
    [503, 'server-busy', 'Inténtelo de nuevo o llámenos', undefined],
  ])('in Spanish, a %i %s shows its own words, from the reason or key alone', async (status, reason, words, issues) => {
    fakeBooking([
      { status, body: { message: 'Reworded English the page never reads', reason, ...(issues && { issues }) } },
    ]);
    renderAt('/appointments', { language: 'es' });
    // The Spanish catalogue loads first: the page may take a moment to show.
    const when = (await screen.findByLabelText(/^Día y hora preferidos/, {}, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect(when.options).toHaveLength(4));
    fill(/^Nombre/, 'Lucía');
    fill(/^Apellido/, 'Mora');
    fill(/^Teléfono/, '7025550123');
    fireEvent.change(when, { target: { value: '2026-12-01T17:00:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cita' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(words);
    expect(alert.textContent).not.toContain('Reworded');
  });

  it('in Spanish, shows each field the server refused beside it, from the message key', async () => {
    fakeBooking([
      {
        status: 400,
        body: {
          message: 'Reworded English',
          reason: 'invalid-input',
          issues: [{ path: 'phone', message: 'Reworded English', key: 'phoneInvalid' }],
        },
      },
    ]);
    renderAt('/appointments', { language: 'es' });
    // The Spanish catalogue loads first: the page may take a moment to show.
    const when = (await screen.findByLabelText(/^Día y hora preferidos/, {}, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect(when.options).toHaveLength(4));
    fill(/^Nombre/, 'Lucía');
    fill(/^Apellido/, 'Mora');
    fill(/^Teléfono/, '7025550123');
    fireEvent.change(when, { target: { value: '2026-12-01T17:00:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cita' }));
    expect(await screen.findByText('Ingrese un número de teléfono válido')).toBeDefined();
    expect(screen.queryByText('Reworded English')).toBeNull();
  });

  it('says so when the time was just taken and offers the fresh list', async () => {
    const { sent, slotReads } = fakeBooking(
      [{ status: 409, body: { message: '(any English)', reason: 'slot-taken' } }],
      [FIRST, FIRST.slice(0, 1)],
    );
    renderAt('/appointments');
    const when = (await screen.findByLabelText(/^Preferred day and time/)) as HTMLSelectElement;
    await waitFor(() => expect(when.options).toHaveLength(4));
    fill(/^First name/, 'Sam');
    fill(/^Last name/, 'Lee');
    fill(/^Phone/, '7025550123');
    fill(/^Email/, 'sam@example.com');
    fireEvent.change(when, { target: { value: '2026-12-01T17:00:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request appointment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone booked the last place at that time a moment ago');
    expect(sent).toHaveLength(1);
    // Read again after the refusal: the list now has only the time still free.
    const readsBefore = slotReads.length;
    await waitFor(() => expect(when.options).toHaveLength(2));
    expect(readsBefore).toBeGreaterThanOrEqual(2);
    expect(when.value).toBe('');
    expect(within(screen.getByRole('form')).queryByRole('status')).toBeNull();
  });

  it('chooses the service of an older link by its picture, and books without services when they fail to load', async () => {
    fakeBooking([]);
    renderAt('/appointments?service=brakes');
    const service = (await screen.findByLabelText(/^Service/)) as HTMLSelectElement;
    await waitFor(() => expect(service.value).toBe('2'));
    cleanup();
    vi.unstubAllGlobals();

    fakeTrpc({ 'settings.public': () => SETTINGS, 'services.list': failing('internal-error') });
    renderAt('/appointments');
    const fallback = (await screen.findByLabelText(/^Service/)) as HTMLSelectElement;
    expect([...fallback.options].map((o) => o.textContent)).toEqual(['Not sure']);
  });
});
