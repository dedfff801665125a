import { REFUSALS, type RefusalReason } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/auth/user.entity.ts';
import { Part } from '../src/parts/part.entity.ts';
import { RATE_LIMITS } from '../src/rate-limits/rate-limits.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Every refusal a client can meet answers its contract reason on both doors: REST's
 * `{ message, reason }` and tRPC's `error.data.reason`, with the status the contract gives the
 * reason. Screens translate the reason, so this is what keeps them right.
 */

// Friday 2027-03-12, 9:00 AM in Las Vegas.
const NOW = new Date('2027-03-12T17:00:00Z');
const MONDAY_830 = '2027-03-15T15:30:00.000Z';
const SUNDAY_830 = '2027-03-14T15:30:00.000Z';

const REQUEST = {
  firstName: 'Lucía',
  lastName: 'Ramírez',
  phone: '(702) 555-0177',
  email: null,
  serviceId: null,
  vehicleYear: null,
  vehicleMake: null,
  vehicleModel: null,
  appointmentDate: MONDAY_830,
  notes: null,
  language: 'es',
  website: '',
};

interface Door {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

describe('each refusal answers its reason on REST and tRPC', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  let supervisor: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => NOW } });
    manager = await t.bearer('manager');
    supervisor = await t.bearer('supervisor');
  });
  afterAll(() => t.close());

  /** Each call from its own address, so the per-address limits stay out of the way. */
  const address = () => `10.30.${Math.floor(++n / 250)}.${n % 250}`;
  const rest = (door: Door) =>
    t.app.inject({
      method: door.method ?? 'GET',
      url: door.url,
      payload: door.payload,
      headers: door.headers,
      remoteAddress: address(),
    });
  const trpc = (path: string, input: unknown, headers: Record<string, string> = {}, query = false) =>
    query
      ? t.app.inject({
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
          headers,
          remoteAddress: address(),
        })
      : t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          payload: { json: input },
          headers,
          remoteAddress: address(),
        });

  async function expectReason(answer: Awaited<ReturnType<typeof rest>>, reason: RefusalReason, door: 'REST' | 'tRPC') {
    expect(answer.statusCode, `${door} ${answer.body}`).toBe(REFUSALS[reason].status);
    const body = answer.json();
    if (door === 'REST') {
      expect(body).toMatchObject({ message: expect.any(String), reason });
    } else {
      expect(body.error.json.data).toMatchObject({ reason, httpStatus: REFUSALS[reason].status });
      expect(body.error.json.message).toEqual(expect.any(String));
    }
  }

  it('not-signed-in and forbidden', async () => {
    await expectReason(await rest({ url: '/api/admin/parts' }), 'not-signed-in', 'REST');
    await expectReason(await trpc('parts.inventory', {}, {}, true), 'not-signed-in', 'tRPC');
    await expectReason(await rest({ url: '/api/admin/parts', headers: supervisor }), 'forbidden', 'REST');
    await expectReason(await trpc('parts.inventory', {}, supervisor, true), 'forbidden', 'tRPC');
  });

  it('invalid-credentials, then rate-limited for the account', async () => {
    const wrong = { email: 'supervisor@desertgear.example', password: 'not-the-password' };
    await expectReason(
      await rest({ method: 'POST', url: '/api/auth/login', payload: wrong }),
      'invalid-credentials',
      'REST',
    );
    await expectReason(await trpc('auth.login', wrong), 'invalid-credentials', 'tRPC');
    // Each from its own address: the account's allowance for browsers it doesn't know runs out.
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.points - 2; i++) await trpc('auth.login', wrong);
    await expectReason(await rest({ method: 'POST', url: '/api/auth/login', payload: wrong }), 'rate-limited', 'REST');
    await expectReason(await trpc('auth.login', wrong), 'rate-limited', 'tRPC');
  });

  it('registration-disabled', async () => {
    const account = {
      email: 'new@example.com',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      firstName: 'N',
      lastName: 'U',
    };
    await expectReason(
      await rest({ method: 'POST', url: '/api/auth/register', payload: account }),
      'registration-disabled',
      'REST',
    );
    await expectReason(await trpc('auth.register', account), 'registration-disabled', 'tRPC');
  });

  it('invalid-input, each issue with its message key', async () => {
    const bad = { ...REQUEST, phone: 'abc' };
    const answer = await rest({ method: 'POST', url: '/api/appointments', payload: bad });
    await expectReason(answer, 'invalid-input', 'REST');
    expect(answer.json().issues).toEqual([
      { path: 'phone', message: 'Please enter a valid phone number', key: 'phoneInvalid' },
    ]);
    const viaTrpc = await trpc('appointments.request', bad);
    await expectReason(viaTrpc, 'invalid-input', 'tRPC');
    expect(viaTrpc.json().error.json.data.issues).toEqual(answer.json().issues);
  });

  it('bad-request for a body that is not JSON', async () => {
    const headers = { 'content-type': 'application/json', ...manager };
    await expectReason(
      await rest({ method: 'POST', url: '/api/admin/parts', payload: '{' as never, headers }),
      'bad-request',
      'REST',
    );
    const batch = await t.app.inject({ method: 'POST', url: '/trpc/parts.create', headers, payload: '{"json":' });
    await expectReason(batch, 'bad-request', 'tRPC');
  });

  it('not-found', async () => {
    const change = { status: 'confirmed' };
    await expectReason(
      await rest({ method: 'PATCH', url: '/api/admin/appointments/999999', payload: change, headers: supervisor }),
      'not-found',
      'REST',
    );
    await expectReason(await trpc('appointments.update', { id: 999999, change }, supervisor), 'not-found', 'tRPC');
  });

  it('email-taken and own-manager-access', async () => {
    const account = {
      email: 'supervisor@desertgear.example',
      firstName: 'S',
      lastName: 'V',
      role: 'supervisor',
      password: 'long-enough-1',
    };
    await expectReason(
      await rest({ method: 'POST', url: '/api/admin/users', payload: account, headers: manager }),
      'email-taken',
      'REST',
    );
    await expectReason(await trpc('staffAccounts.create', account, manager), 'email-taken', 'tRPC');
    const me = await t.em().findOneOrFail(User, { email: 'manager@desertgear.example' });
    const demote = { role: 'supervisor' };
    await expectReason(
      await rest({ method: 'PATCH', url: `/api/admin/users/${me.id}`, payload: demote, headers: manager }),
      'own-manager-access',
      'REST',
    );
    await expectReason(
      await trpc('staffAccounts.update', { id: me.id, change: demote }, manager),
      'own-manager-access',
      'tRPC',
    );
  });

  it('category-name-taken', async () => {
    const taken = { name: 'Brakes', nameEs: 'Frenos' };
    await expectReason(
      await rest({ method: 'POST', url: '/api/admin/part-categories', payload: taken, headers: manager }),
      'category-name-taken',
      'REST',
    );
    await expectReason(await trpc('categories.create', taken, manager), 'category-name-taken', 'tRPC');
  });

  it('part-not-available and part-sold', async () => {
    const part = await t.em().findOneOrFail(Part, { status: 'available' }, { orderBy: { id: 'asc' } });
    const sale = { salePrice: '10', soldTo: 'Walk-in', soldNotes: null };
    const sold = await rest({
      method: 'PATCH',
      url: `/api/admin/parts/${part.id}/sold`,
      payload: sale,
      headers: manager,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    await expectReason(
      await rest({ method: 'PATCH', url: `/api/admin/parts/${part.id}/sold`, payload: sale, headers: manager }),
      'part-not-available',
      'REST',
    );
    await expectReason(await trpc('parts.markSold', { id: part.id, sale }, manager), 'part-not-available', 'tRPC');
    const reserve = { status: 'reserved' };
    await expectReason(
      await rest({ method: 'PATCH', url: `/api/admin/parts/${part.id}/status`, payload: reserve, headers: manager }),
      'part-sold',
      'REST',
    );
    await expectReason(await trpc('parts.setStatus', { id: part.id, ...reserve }, manager), 'part-sold', 'tRPC');
  });

  it('a time never offered is invalid input, slot-full for staff, slot-taken for customers, and status-change-not-allowed', async () => {
    const sunday = { ...REQUEST, appointmentDate: SUNDAY_830 };
    await expectReason(
      await rest({ method: 'POST', url: '/api/appointments', payload: sunday }),
      'invalid-input',
      'REST',
    );
    await expectReason(await trpc('appointments.request', sunday), 'invalid-input', 'tRPC');

    // Staff book without the public form's hidden `website` field, which their door doesn't take.
    const { website: _honeypot, ...fromStaff } = REQUEST;
    const booking = { ...fromStaff, overbook: false };
    let booked = await rest({ method: 'POST', url: '/api/admin/appointments', payload: booking, headers: supervisor });
    const first = booked.json().id as number;
    while (booked.statusCode === 201)
      booked = await rest({ method: 'POST', url: '/api/admin/appointments', payload: booking, headers: supervisor });
    await expectReason(booked, 'slot-full', 'REST');
    await expectReason(await trpc('appointments.create', booking, supervisor), 'slot-full', 'tRPC');
    const customer = { ...REQUEST, phone: '(702) 555-0190' };
    await expectReason(
      await rest({ method: 'POST', url: '/api/appointments', payload: customer }),
      'slot-taken',
      'REST',
    );
    await expectReason(
      await trpc('appointments.request', { ...customer, phone: '(702) 555-0191' }),
      'slot-taken',
      'tRPC',
    );

    const cancel = { status: 'completed' };
    await expectReason(
      await rest({ method: 'PATCH', url: `/api/admin/appointments/${first}`, payload: cancel, headers: supervisor }),
      'status-change-not-allowed',
      'REST',
    );
    await expectReason(
      await trpc('appointments.update', { id: first, change: cancel }, supervisor),
      'status-change-not-allowed',
      'tRPC',
    );
  });

  it('upload-expired and file-too-large reach the uploader with their reasons', async () => {
    const link = await rest({ method: 'POST', url: '/api/objects/upload', headers: manager });
    expect(link.statusCode, link.body).toBe(200);
    const { uploadURL } = link.json() as { uploadURL: string };
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { 'content-type': 'image/png', 'content-length': String(11 * 1024 * 1024) },
      payload: Buffer.alloc(11 * 1024 * 1024),
    });
    expect(tooBig.json()).toMatchObject({ reason: 'file-too-large' });
    expect(tooBig.statusCode).toBe(413);
  });
});
