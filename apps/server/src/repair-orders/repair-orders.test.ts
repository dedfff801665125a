import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Appointment } from '../appointments/appointment.entity.ts';
import { createCustomerLink } from '../customer-links/customer-links.ts';
import { emailHtml } from '../mail/email-html.ts';
import type { Mail } from '../mail/mailer.ts';
import { Part } from '../parts/part.entity.ts';

const DAY = 86_400_000;
const TOKEN = /\/(es\/)?repairs\/([A-Za-z0-9_-]{43})/;

type Headers = Record<string, string>;
type Json = Record<string, unknown>;
interface Line {
  id: number;
  total: string;
  decision: string | null;
  partReserved: boolean;
  partStatus: string | null;
}

describe('repair orders: from check-in to pickup', () => {
  let t: TestApp;
  let supervisor: Headers;
  let manager: Headers;
  let now = new Date('2027-03-10T17:00:00Z');
  let ip = 0;
  /** A fresh address per customer request, so only the rate-limit test meets the limit. */
  const nextIp = () => `10.29.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://shop.example' }, infra: { now: () => now } });
    supervisor = await t.bearer('supervisor');
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = supervisor,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const walkIn = (fields: Json = {}) => ({
    firstName: 'Lucía',
    lastName: 'Ramírez',
    phone: '(702) 555-0177',
    email: 'lucia@example.com',
    language: 'es',
    vehicleYear: 2014,
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    vin: '4T1BF1FK7EU123456',
    mileage: 128400,
    concern: 'Patina entre segunda y tercera.',
    ...fields,
  });

  async function open(fields: Json = {}): Promise<{ id: number; number: string }> {
    const res = await call('POST', '/api/admin/repair-orders', walkIn(fields));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function addLine(id: number, line: Json): Promise<Line> {
    const res = await call('POST', `/api/admin/repair-orders/${id}/lines`, line);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const detail = async (id: number) => (await call('GET', `/api/admin/repair-orders/${id}`)).json();
  const step = (id: number, status: string, headers = supervisor) =>
    call('PATCH', `/api/admin/repair-orders/${id}`, { status }, headers);

  /** The emails queued (not sent: no worker runs here) to one address, oldest first. */
  async function mailTo(email: string): Promise<Mail[]> {
    const rows = await t.em().execute<{ payload: Mail }[]>(
      `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id
        where k.identifier = 'send_email' order by j.id`,
    );
    return rows.map((r) => r.payload).filter((m) => m.to === email);
  }
  /** Sends the estimate and reads the link's token from its email. */
  async function sendEstimate(id: number, email = 'lucia@example.com') {
    const res = await call('POST', `/api/admin/repair-orders/${id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailTo(email);
    const token = TOKEN.exec(mails.at(-1)?.text ?? '')?.[2] ?? '';
    expect(token).toHaveLength(43);
    return { version: res.json().version as number, token, mail: mails.at(-1) };
  }
  const view = (token: string, remoteAddress = nextIp()) =>
    t.app.inject({ url: `/api/repairs/${token}`, remoteAddress });
  const approve = (token: string, body: object, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/repairs/${token}/approval`,
      payload: body,
      remoteAddress,
      headers: { 'user-agent': 'Phone browser 1.0' },
    });
  async function inventoryPart(price = '350.00'): Promise<number> {
    const em = t.em();
    const part = em.create(Part, {
      name: 'Valve body',
      category: 'Transmissions',
      price,
      condition: 'refurbished',
      status: 'available',
      isActive: true,
    });
    await em.flush();
    return part.id;
  }
  const partRow = async (id: number) =>
    (
      await t.em().execute<
        {
          status: string;
          sale_price: string | null;
          sold_to: string | null;
          sold_notes: string | null;
          sold_date: Date | null;
        }[]
      >(
        `select status, sale_price::text, sold_to, sold_notes,
                  to_char(sold_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sold_date
             from parts where id = ?`,
        [id],
      )
    )[0];

  it('opens a walk-in as RO-number, checked in, with a checked VIN and an older car’s short one kept', async () => {
    const first = await open();
    expect(first.number).toMatch(/^RO-\d{4,}$/);
    const second = await open({ vin: 'wdb1234567' });
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect((await detail(second.id)).vin).toBe('wdb1234567');
    expect((await detail(first.id)).status).toBe('checked-in');
    for (const vin of ['4T1BF1FK5EU123456', '4T1BF1FK7EU12345O', 'ITIBF1FK7EU123456']) {
      const refused = await call('POST', '/api/admin/repair-orders', walkIn({ vin }));
      expect(refused.statusCode, vin).toBe(400);
      expect(refused.json().issues[0]).toMatchObject({ path: 'vin', key: 'vinInvalid' });
    }
  });

  it('works the money out in exact decimals: lines rounded half-up, tax on parts only, labor taxed when set', async () => {
    const { id } = await open();
    // 1.5 h x 120.00 = 180.00; 3 x 0.35 = 1.05; 0.33 x 10.01 = 3.3033 -> 3.30; 0.5 x 0.01 = 0.005 -> 0.01 (half-up).
    expect(
      (await addLine(id, { kind: 'labor', description: 'Diagnosis', quantity: '1.5', unitPrice: '120' })).total,
    ).toBe('180.00');
    expect((await addLine(id, { kind: 'part', description: 'Seals', quantity: '3', unitPrice: '0.35' })).total).toBe(
      '1.05',
    );
    expect(
      (await addLine(id, { kind: 'part', description: 'Fluid', quantity: '0.33', unitPrice: '10.01' })).total,
    ).toBe('3.30');
    const fee = await addLine(id, { kind: 'fee', description: 'Shop supplies', quantity: '0.5', unitPrice: '0.01' });
    expect(fee.total).toBe('0.01');
    // Parts 4.35 x 8.375% = 0.3643 -> 0.36; labor untaxed.
    expect((await detail(id)).totals).toEqual({
      partsSubtotal: '4.35',
      laborSubtotal: '180.00',
      feesSubtotal: '0.01',
      tax: '0.36',
      total: '184.72',
    });
    // The float way gives 0.1 + 0.2 = 0.30000000000000004; here ten lines of 0.10 are 1.00 exactly.
    const { id: dimes } = await open();
    for (let i = 0; i < 10; i++)
      await addLine(dimes, { kind: 'fee', description: 'Dime', quantity: '1', unitPrice: '0.10' });
    expect((await detail(dimes)).totals.feesSubtotal).toBe('1.00');

    const saved = await call(
      'PUT',
      '/api/admin/settings',
      { repairs: { laborRate: '130', partsTaxRate: '8.375', laborTaxed: true, estimateExpiryDays: 30 } },
      manager,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().repairs).toEqual({
      laborRate: '130.00',
      partsTaxRate: '8.375',
      laborTaxed: true,
      estimateExpiryDays: 30,
    });
    // (4.35 + 180.00) x 8.375% = 15.4393... -> 15.44.
    const taxed = await detail(id);
    expect(taxed.totals.tax).toBe('15.44');
    expect(taxed.laborRate).toBe('130.00');
    await call(
      'PUT',
      '/api/admin/settings',
      { repairs: { laborRate: '120', partsTaxRate: '8.375', laborTaxed: false, estimateExpiryDays: 30 } },
      manager,
    );
    for (const bad of [
      { quantity: '0', unitPrice: '1.00' },
      { quantity: '1.005', unitPrice: '1.00' },
      { quantity: '1', unitPrice: '1.005' },
      { quantity: '1', unitPrice: '-1' },
    ]) {
      const refused = await call('POST', `/api/admin/repair-orders/${id}/lines`, {
        kind: 'fee',
        description: 'x',
        ...bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('moves only along its steps, with a 409 and its reason for a step that doesn’t follow', async () => {
    const { id } = await open();
    const refused = await step(id, 'ready');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('repair-status-not-allowed');
    expect((await step(id, 'approved')).json().reason).toBe('repair-status-not-allowed');
    expect((await step(id, 'diagnosing')).statusCode).toBe(200);
    expect((await step(id, 'checked-in')).json().reason).toBe('repair-status-not-allowed');
    // Sending needs lines.
    expect((await call('POST', `/api/admin/repair-orders/${id}/estimate`)).json().reason).toBe('estimate-not-allowed');
    await addLine(id, { kind: 'labor', description: 'Replace solenoid', quantity: '2', unitPrice: '120.00' });
    const { token, version } = await sendEstimate(id);
    expect(version).toBe(1);
    expect((await detail(id)).status).toBe('awaiting-approval');
    expect(
      (
        await approve(token, {
          version: 1,
          decisions: [{ lineId: (await detail(id)).lines[0].id, approved: true }],
          signedName: 'Lucía Ramírez',
        })
      ).statusCode,
    ).toBe(200);
    expect((await step(id, 'picked-up')).json().reason).toBe('repair-status-not-allowed');
    for (const next of ['in-repair', 'waiting-parts', 'in-repair', 'ready'])
      expect((await step(id, next)).statusCode).toBe(200);
    // Cancelling authorised work takes a manager.
    expect((await step(id, 'cancelled')).statusCode).toBe(403);
    expect((await step(id, 'picked-up')).statusCode).toBe(200);
    const closed = await step(id, 'cancelled', manager);
    expect(closed.json().reason).toBe('repair-status-not-allowed');
    const history = (await detail(id)).history.map((e: Json) => `${e.event}:${e.toStatus ?? ''}`);
    expect(history).toEqual([
      'created:checked-in',
      'status:diagnosing',
      'line-added:',
      'estimate-sent:awaiting-approval',
      'authorised:approved',
      'status:in-repair',
      'status:waiting-parts',
      'status:in-repair',
      'status:ready',
      'status:picked-up',
    ]);
    // Facts, not sentences: each screen words them in its reader's language.
    expect((await detail(id)).history.slice(0, 5).map((e: Json) => e.facts)).toEqual([
      { walkIn: true },
      {},
      { line: { kind: 'labor', description: 'Replace solenoid', quantity: '2', unitPrice: '120.00', total: '240.00' } },
      { version: 1, total: '240.00' },
      { version: 1, signedName: 'Lucía Ramírez', total: '240.00' },
    ]);
    // Ready emailed the customer in Spanish, with the shop's address.
    const ready = (await mailTo('lucia@example.com')).find((m) => m.subject.startsWith('Su vehículo está listo'));
    expect(ready?.text).toContain('4120 W Tropicana Ave');
  });

  it('emails the estimate link in the customer’s language and keeps the authorisation exactly as given', async () => {
    const { id, number } = await open({ email: 'keeps@example.com' });
    const labor = await addLine(id, { kind: 'labor', description: 'Rebuild', quantity: '6', unitPrice: '120.00' });
    const fluid = await addLine(id, {
      kind: 'part',
      description: 'ATF',
      quantity: '8',
      unitPrice: '9.99',
      recommendation: 'urgent',
    });
    const { token, mail } = await sendEstimate(id, 'keeps@example.com');
    expect(mail?.text).toContain(`https://shop.example/es/repairs/${token}`);
    expect(mail?.subject).toContain(number);
    // Its HTML part, as the worker lays it out: Spanish, with the link as its button.
    const html = mail?.content && (await emailHtml(mail.content));
    expect(html).toContain('lang="es"');
    const button = html?.split(`href="https://shop.example/es/repairs/${token}"`)[1]?.split('</a>')[0];
    expect(button).toContain('Ver mi presupuesto');

    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('no-store');
    const estimate = shown.json().estimate;
    // Parts 79.92 x 8.375% = 6.6933 -> 6.69.
    expect(estimate).toMatchObject({
      version: 1,
      partsSubtotal: '79.92',
      laborSubtotal: '720.00',
      tax: '6.69',
      total: '806.61',
    });
    expect(estimate.lines.map((l: Json) => l.recommendation)).toEqual(['recommended', 'urgent']);
    expect(estimate.answerable).toBe(true);
    expect((await detail(id)).history.map((e: Json) => e.event)).toContain('estimate-opened');

    const answered = await approve(
      token,
      {
        version: 1,
        decisions: [
          { lineId: labor.id, approved: true },
          { lineId: fluid.id, approved: false, reason: 'Lo compro yo' },
        ],
        signedName: 'Lucía Ramírez',
      },
      '203.0.113.9',
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().authorisation).toMatchObject({ outcome: 'approved', approvedTotal: '720.00' });
    expect(answered.json().estimate.answerable).toBe(false);
    expect(answered.json().estimate.lines.map((l: Json) => l.decision)).toEqual(['approved', 'declined']);
    // The open dashboards heard of it all, in order: checked in, two lines, sent, opened, approved.
    const news = await t
      .em()
      .execute<{ kind: string }[]>('select kind from live_events where subject = ? order by id', [id]);
    expect(news.map((n) => n.kind)).toEqual([
      'repair-order-changed',
      'repair-order-changed',
      'repair-order-changed',
      'repair-order-changed',
      'estimate-opened',
      'estimate-approved',
    ]);
    const copy = (await mailTo('keeps@example.com')).find((m) => m.subject.startsWith('Su autorización'));
    expect(copy?.text).toContain('ATF: $79.92 (rechazado)');

    const record = (await detail(id)).authorisations[0];
    expect(record).toMatchObject({
      version: 1,
      signedName: 'Lucía Ramírez',
      ip: '203.0.113.9',
      userAgent: 'Phone browser 1.0',
      approvedTotal: '720.00',
    });
    expect(record.estimateSha256).toBe((await detail(id)).estimates[0].sha256);
    expect(record.estimateSha256).toMatch(/^[a-f0-9]{64}$/);

    // Later edits change the lines, never what was authorised nor the estimate as sent.
    await call('PATCH', `/api/admin/repair-orders/${id}/lines/${labor.id}`, {
      quantity: '7',
      description: 'Rebuild + more',
    });
    await call('DELETE', `/api/admin/repair-orders/${id}/lines/${fluid.id}`);
    const after = await detail(id);
    expect(after.authorisations[0]).toEqual(record);
    expect(after.estimates[0].lines.map((l: Json) => l.description)).toEqual(['Rebuild', 'ATF']);
    expect((await view(token)).json().estimate.total).toBe('806.61');
    // The database itself refuses to change or delete it.
    await expect(
      t.em().execute(`update estimate_authorisations set signed_name = 'Someone else' where repair_order_id = ?`, [id]),
    ).rejects.toThrow(/authorisation/);
    await expect(t.em().execute('delete from estimate_authorisations where repair_order_id = ?', [id])).rejects.toThrow(
      /authorisation/,
    );
  });

  it('refuses an answer to an outdated version or one already answered, and shows the new version', async () => {
    const { id } = await open({ email: 'versions@example.com' });
    const first = await addLine(id, { kind: 'labor', description: 'Diagnosis', quantity: '1', unitPrice: '120.00' });
    const { token: oldLink } = await sendEstimate(id, 'versions@example.com');
    const found = await addLine(id, { kind: 'fee', description: 'Cooler flush', quantity: '1', unitPrice: '89.00' });
    const { token, version } = await sendEstimate(id, 'versions@example.com');
    expect(version).toBe(2);
    const decisions = [{ lineId: first.id, approved: true }];
    const outdated = await approve(oldLink, { version: 1, decisions, signedName: 'Lucía Ramírez' });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().reason).toBe('estimate-outdated');
    // Either link shows the newest version.
    expect((await view(oldLink)).json().estimate.version).toBe(2);
    const missingLine = await approve(token, { version: 2, decisions, signedName: 'Lucía Ramírez' });
    expect(missingLine.statusCode).toBe(400);
    expect(missingLine.json().issues[0]).toMatchObject({ path: 'decisions', key: 'decisionsIncomplete' });
    const all = [...decisions, { lineId: found.id, approved: false }];
    expect((await approve(token, { version: 2, decisions: all, signedName: 'Lucía Ramírez' })).statusCode).toBe(200);
    const again = await approve(token, { version: 2, decisions: all, signedName: 'Lucía Ramírez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('estimate-answered');
  });

  it('lets one of two racing approvals win; the other is refused', async () => {
    const { id } = await open({ email: 'race@example.com' });
    const line = await addLine(id, { kind: 'labor', description: 'Road test', quantity: '0.5', unitPrice: '120.00' });
    const { token } = await sendEstimate(id, 'race@example.com');
    const body = (approved: boolean) => ({
      version: 1,
      decisions: [{ lineId: line.id, approved }],
      signedName: 'Lucía Ramírez',
    });
    const answers = await Promise.all([
      approve(token, body(true)),
      approve(token, body(false)),
      approve(token, body(true)),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().reason)).toEqual([
      'estimate-answered',
      'estimate-answered',
    ]);
    expect((await detail(id)).authorisations).toHaveLength(1);
  });

  it('reserves approved inventory parts, frees declined and cancelled ones, and sells them at pickup', async () => {
    const kept = await inventoryPart('350.00');
    const declined = await inventoryPart('99.00');
    const { id, number } = await open({ email: 'parts@example.com', firstName: 'Dana', lastName: 'Cole' });
    const a = await addLine(id, {
      kind: 'part',
      description: 'Valve body',
      quantity: '1',
      unitPrice: '350.00',
      partId: kept,
    });
    const b = await addLine(id, {
      kind: 'part',
      description: 'Filter',
      quantity: '1',
      unitPrice: '99.00',
      partId: declined,
    });
    expect(a.partStatus).toBe('available');
    // A part that's no longer on offer can't go on an estimate.
    const sold = await inventoryPart();
    await t.em().execute(`update parts set status = 'sold' where id = ?`, [sold]);
    const refused = await call('POST', `/api/admin/repair-orders/${id}/lines`, {
      kind: 'part',
      description: 'Sold one',
      quantity: '1',
      unitPrice: '1.00',
      partId: sold,
    });
    expect(refused.json().reason).toBe('part-not-available');

    const { token } = await sendEstimate(id, 'parts@example.com');
    const answer = await approve(token, {
      version: 1,
      decisions: [
        { lineId: a.id, approved: true },
        { lineId: b.id, approved: false },
      ],
      signedName: 'Dana Cole',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await partRow(kept))?.status).toBe('reserved');
    expect((await partRow(declined))?.status).toBe('available');
    expect((await detail(id)).lines.map((l: Line) => l.partReserved)).toEqual([true, false]);

    for (const next of ['in-repair', 'ready']) expect((await step(id, next)).statusCode).toBe(200);
    now = new Date(now.getTime() + DAY);
    expect((await step(id, 'picked-up')).statusCode).toBe(200);
    expect(await partRow(kept)).toEqual({
      status: 'sold',
      sale_price: '350.00',
      sold_to: 'Dana Cole',
      sold_notes: number,
      sold_date: now.toISOString(),
    });
    expect((await partRow(declined))?.status).toBe('available');

    // Cancelled: a held part goes back on offer.
    const other = await inventoryPart();
    const { id: cancelled } = await open({ email: 'parts@example.com' });
    const c = await addLine(cancelled, {
      kind: 'part',
      description: 'Pump',
      quantity: '1',
      unitPrice: '350.00',
      partId: other,
    });
    const { token: cancelledLink } = await sendEstimate(cancelled, 'parts@example.com');
    await approve(cancelledLink, {
      version: 1,
      decisions: [{ lineId: c.id, approved: true }],
      signedName: 'Lucía Ramírez',
    });
    expect((await partRow(other))?.status).toBe('reserved');
    expect((await step(cancelled, 'cancelled', manager)).statusCode).toBe(200);
    expect((await partRow(other))?.status).toBe('available');
  });

  it('answers every bad, foreign or expired link alike with a 404, and limits the tries per address', async () => {
    const { id } = await open({ email: 'links@example.com' });
    await addLine(id, { kind: 'labor', description: 'Diagnosis', quantity: '1', unitPrice: '120.00' });
    const { token } = await sendEstimate(id, 'links@example.com');
    // A working link of another purpose (an appointment's manage link) opens no estimate.
    const em = t.em();
    const appointment = em.create(Appointment, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '7025550111',
      appointmentDate: new Date(now.getTime() + 3 * DAY),
      status: 'confirmed',
      language: 'en',
    });
    await em.flush();
    const manageToken = await createCustomerLink(t.em(), {
      purpose: 'manage-appointment',
      appointmentId: appointment.id,
      expiresAt: new Date(now.getTime() + 5 * DAY),
    });
    expect(
      (await t.app.inject({ url: `/api/appointments/manage/${manageToken}`, remoteAddress: nextIp() })).statusCode,
    ).toBe(200);
    for (const bad of ['nope', 'A'.repeat(43), token.slice(0, 42), manageToken]) {
      const res = await view(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().reason).toBe('link-not-valid');
    }
    // Past the link's year: gone like any unknown one.
    const later = now;
    now = new Date(now.getTime() + 366 * DAY);
    expect((await view(token)).json().reason).toBe('link-not-valid');
    now = later;
    // Past the estimate's 30 days (a setting), the link still opens, says it expired, and takes no answer.
    now = new Date(later.getTime() + 31 * DAY);
    const expired = await view(token);
    expect(expired.json().estimate).toMatchObject({ expired: true, answerable: false });
    const lineId = expired.json().estimate.lines[0].id;
    const late = await approve(token, { version: 1, decisions: [{ lineId, approved: true }], signedName: 'Ana Ruiz' });
    expect(late.json().reason).toBe('estimate-expired');
    now = later;
    // The same address, over and over: held back with a wait.
    let limited = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await view('A'.repeat(43), '198.51.100.7');
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json().reason).toBe('rate-limited');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reminds once after two days without an answer', async () => {
    const { queueEstimateReminders } = await import('./estimate-reminders.ts');
    const { id } = await open({ email: 'remind@example.com', language: 'en' });
    await addLine(id, { kind: 'labor', description: 'Diagnosis', quantity: '1', unitPrice: '120.00' });
    await sendEstimate(id, 'remind@example.com');
    const reminders = async () =>
      (await mailTo('remind@example.com')).filter((m) => m.subject.startsWith('Reminder: your estimate'));
    await queueEstimateReminders(t.em(), new Date(now.getTime() + DAY), 'https://shop.example');
    expect(await reminders()).toHaveLength(0);
    await queueEstimateReminders(t.em(), new Date(now.getTime() + 2 * DAY + 60_000), 'https://shop.example');
    await queueEstimateReminders(t.em(), new Date(now.getTime() + 3 * DAY), 'https://shop.example');
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/https:\/\/shop\.example\/repairs\/[A-Za-z0-9_-]{43}/);
  });

  it('checks in an appointment: carried over, completed, its review request held until pickup', async () => {
    const em = t.em();
    const appointment = em.create(Appointment, {
      firstName: 'Marco',
      lastName: 'Díaz',
      phone: '(702) 555-0133',
      email: 'marco@example.com',
      vehicleYear: 2011,
      vehicleMake: 'Ford',
      vehicleModel: 'F-150',
      notes: 'Grinds in reverse',
      appointmentDate: now,
      status: 'confirmed',
      language: 'en',
    });
    await em.flush();
    const checkedIn = await t.app.inject({
      method: 'POST',
      url: '/trpc/repairOrders.checkIn',
      headers: { ...supervisor, 'content-type': 'application/json' },
      payload: { json: { appointmentId: appointment.id, mileage: 90211 } },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const ro = checkedIn.json().result.data.json;
    expect(ro).toMatchObject({ vehicleMake: 'Ford', concern: 'Grinds in reverse', appointmentId: appointment.id });
    const status = async () =>
      (await t.em().execute<{ status: string }[]>('select status from appointments where id = ?', [appointment.id]))[0]
        ?.status;
    expect(await status()).toBe('completed');
    const reviewLinks = async () =>
      Number(
        (
          await t
            .em()
            .execute<{ n: string }[]>(
              `select count(*) as n from customer_links where purpose = 'review' and appointment_id = ?`,
              [appointment.id],
            )
        )[0]?.n,
      );
    expect(await reviewLinks()).toBe(0);
    const twice = await call('POST', '/api/admin/repair-orders', { ...walkIn(), appointmentId: appointment.id });
    expect(twice.json().reason).toBe('appointment-checked-in');

    // The vehicle's history: same phone, make and model without a VIN.
    const { id: earlier } = await open({
      phone: '702-555-0133',
      vehicleMake: 'ford',
      vehicleModel: 'f-150',
      vin: null,
    });
    const { id: otherCar } = await open({ phone: '7025550133', vehicleMake: 'Honda', vin: null });
    const history = (
      await t.app.inject({
        url: `/trpc/repairOrders.vehicleHistory?input=${encodeURIComponent(JSON.stringify({ json: { id: ro.id } }))}`,
        headers: supervisor,
      })
    ).json().result.data.json;
    expect(history.vehicle.map((r: Json) => r.id)).toEqual([earlier]);
    expect(history.customer.map((r: Json) => r.id)).toEqual([otherCar]);

    await addLine(ro.id, { kind: 'labor', description: 'Adjust', quantity: '1', unitPrice: '120.00' });
    const { token } = await sendEstimate(ro.id, 'marco@example.com');
    const lineId = (await view(token)).json().estimate.lines[0].id;
    await approve(token, { version: 1, decisions: [{ lineId, approved: true }], signedName: 'Marco Díaz' });
    for (const next of ['in-repair', 'ready', 'picked-up']) expect((await step(ro.id, next)).statusCode).toBe(200);
    expect(await reviewLinks()).toBe(1);
    expect((await mailTo('marco@example.com')).some((m) => m.subject.startsWith('How did it go?'))).toBe(true);
  });

  it('asks a walk-in for a review when the car is picked up: once, in their language, the opt-out honoured', async () => {
    const REVIEW = /https:\/\/shop\.example\/(es\/)?reviews\/([A-Za-z0-9_-]{43})/;
    /** Takes a walk-in from check-in to pickup (an estimate approved on the way) and answers its repair order's id. */
    async function pickedUp(fields: Json): Promise<number> {
      const { id } = await open(fields);
      await addLine(id, { kind: 'labor', description: 'Adjust bands', quantity: '1', unitPrice: '120.00' });
      const { token } = await sendEstimate(id, String(fields.email));
      const lineId = (await view(token)).json().estimate.lines[0].id;
      await approve(token, { version: 1, decisions: [{ lineId, approved: true }], signedName: 'Ana Soto' });
      for (const next of ['in-repair', 'ready']) expect((await step(id, next)).statusCode).toBe(200);
      expect(await reviewRequests(String(fields.email))).toHaveLength(0);
      const done = await step(id, 'picked-up');
      expect(done.statusCode, done.body).toBe(200);
      return id;
    }
    const reviewRequests = async (email: string) =>
      (await mailTo(email)).filter((m) => /^(How did it go\?|¿Cómo le fue\?)/.test(m.subject));
    const linksOf = async (repairOrderId: number) =>
      Number(
        (
          await t
            .em()
            .execute<{ n: string }[]>(
              `select count(*) as n from customer_links where purpose = 'review' and repair_order_id = ?`,
              [repairOrderId],
            )
        )[0]?.n,
      );

    const id = await pickedUp({ firstName: 'Ana', lastName: 'Soto', email: 'ana.walkin@example.com', language: 'es' });
    const [request, ...more] = await reviewRequests('ana.walkin@example.com');
    expect(more).toHaveLength(0);
    expect(request?.subject).toMatch(/^¿Cómo le fue\?/);
    expect(request?.text).toContain('Hola Ana:');
    const [, es, token = ''] = REVIEW.exec(request?.text ?? '') ?? [];
    expect(es).toBe('es/');
    expect(await linksOf(id)).toBe(1);

    // The review page knows the visit: the walk-in's name and language, the day the car came in.
    const page = await t.app.inject({ url: `/api/reviews/${token}`, remoteAddress: nextIp() });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ firstName: 'Ana', shownName: 'Ana S.', language: 'es', reviewed: false });
    const review = (remoteAddress = nextIp()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${token}`,
        payload: { rating: 5, text: 'Me explicaron todo.' },
        remoteAddress,
      });
    expect((await review()).statusCode).toBe(201);
    const second = await review();
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('already-reviewed');
    const [stored] = await t
      .em()
      .execute<{ repair_order_id: number; appointment_id: number | null; language: string }[]>(
        'select repair_order_id, appointment_id, language from testimonials where repair_order_id = ?',
        [id],
      );
    expect(stored).toEqual({ repair_order_id: id, appointment_id: null, language: 'es' });
    // The managers' list says which visit it was: this repair order, no appointment.
    const listed = await call('GET', '/api/admin/reviews?status=pending&limit=50', undefined, manager);
    expect(listed.statusCode, listed.body).toBe(200);
    const row = (listed.json() as { items: { text: string; repairOrderId: number | null }[] }).items.find(
      (item) => item.text === 'Me explicaron todo.',
    );
    expect(row).toMatchObject({ repairOrderId: id, appointmentId: null });

    // No second request for the same visit, whatever is asked again.
    const again = await step(id, 'picked-up');
    expect(again.statusCode).toBe(409);
    expect(await reviewRequests('ana.walkin@example.com')).toHaveLength(1);

    // "Stop asking me for reviews" from that link: the customer's next walk-in asks nothing.
    const stop = await t.app.inject({ method: 'POST', url: `/api/reviews/${token}/opt-out`, remoteAddress: nextIp() });
    expect(stop.statusCode, stop.body).toBe(200);
    const next = await pickedUp({
      firstName: 'Ana',
      lastName: 'Soto',
      email: 'Ana.Walkin@example.com',
      language: 'es',
    });
    expect(await linksOf(next)).toBe(0);
    expect(await reviewRequests('Ana.Walkin@example.com')).toHaveLength(0);

    // In English for an English-speaking walk-in; nothing for one without an email.
    await pickedUp({ firstName: 'Sam', lastName: 'Reed', email: 'sam.walkin@example.com', language: 'en' });
    const [english] = await reviewRequests('sam.walkin@example.com');
    expect(english?.subject).toMatch(/^How did it go\?/);
    expect(REVIEW.exec(english?.text ?? '')?.[1]).toBeUndefined();
  });

  it('takes a supervisor’s photo from the phone onto a line, and shows it on the estimate', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: '/trpc/repairOrders.createUploadUrl',
      headers: { ...supervisor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(link.statusCode, link.body).toBe(200);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1e3a8a' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: link.json().result.data.json.uploadURL,
      payload: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const registered = await call('PUT', '/api/admin/repair-orders/photos', { imageURL: uploaded.json().imageURL });
    expect(registered.statusCode, registered.body).toBe(200);
    const imageURL = registered.json().imageURL as string;
    expect(imageURL).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const { id } = await open({ email: 'photo@example.com' });
    const line = await addLine(id, {
      kind: 'part',
      description: 'Cracked pan',
      quantity: '1',
      unitPrice: '80.00',
      photos: [imageURL],
    });
    expect(line).toMatchObject({ photos: [imageURL] });
    const { token } = await sendEstimate(id, 'photo@example.com');
    expect((await view(token)).json().estimate.lines[0].photos).toEqual([imageURL]);
    // Another site's picture is not a photo of ours.
    const foreign = await call('PATCH', `/api/admin/repair-orders/${id}/lines/${line.id}`, {
      photos: ['https://elsewhere.example/x.webp'],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('shows the board by status with counts, the list with search and paging, and the overview', async () => {
    const board = (await t.app.inject({ url: '/trpc/repairOrders.board', headers: supervisor })).json().result.data
      .json;
    expect(board.columns.map((c: Json) => c.status)).toEqual([
      'checked-in',
      'diagnosing',
      'awaiting-approval',
      'approved',
      'declined',
      'in-repair',
      'waiting-parts',
      'ready',
    ]);
    const checkedIn = board.columns[0];
    expect(checkedIn.count).toBeGreaterThan(0);
    expect(checkedIn.cards.length).toBe(Math.min(checkedIn.count, 50));
    const page = (await call('GET', '/api/admin/repair-orders?limit=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const next = (await call('GET', `/api/admin/repair-orders?limit=2&cursor=${page.nextCursor}`)).json();
    expect(next.items[0].id).toBeLessThan(page.items[1].id);
    const whole = (await call('GET', '/api/admin/repair-orders')).json();
    expect(whole).toHaveLength(page.total);
    const found = (await call('GET', '/api/admin/repair-orders?q=marco&limit=5')).json();
    expect(found.items.map((r: Json) => r.firstName)).toEqual(['Marco']);
    const byNumber = (await call('GET', `/api/admin/repair-orders?q=${page.items[0].number}&limit=5`)).json();
    expect(byNumber.items.map((r: Json) => r.id)).toContain(page.items[0].id);
    const overview = (await t.app.inject({ url: '/trpc/repairOrders.overview', headers: supervisor })).json().result
      .data.json;
    expect(overview.authorisedThisWeek).toMatch(/^\d+\.\d{2}$/);
    expect(overview.inShop).toHaveLength(8);
  });
  it('keeps the history’s facts through the English notes an older database wrote (its migration down and up)', async () => {
    const sql = t.orm.em.getConnection();
    const read = () =>
      sql.execute<{ id: number; facts: Json }[]>('select id, facts from repair_order_events order by id');
    const before = await read();
    expect(before.some((e) => Object.keys(e.facts).length > 0)).toBe(true);
    await t.orm.migrator.down({ to: 'Migration20261128140000' });
    const notes = await sql.execute<{ detail: string | null }[]>(
      'select detail from repair_order_events where detail is not null order by id',
    );
    expect(notes.map((n) => n.detail)).toContain('labor: Replace solenoid, 2 x 120.00 = 240.00');
    expect(notes.map((n) => n.detail)).toContain('version 1, approved by Lucía Ramírez, 240.00');
    await t.orm.migrator.up();
    expect(await read()).toEqual(before);
  });
});
