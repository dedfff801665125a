import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE } from '../../test/contact-message.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailParts } from '../../test/mail-parts.ts';
import { localSmtpServer } from '../../test/smtp-server.ts';
import { queueReminders } from '../appointments/reminders.ts';
import { Service } from '../services/service.entity.ts';
import { readPublicSettings } from '../settings/settings.service.ts';

// Friday 2027-03-12, 9:00 AM in Las Vegas.
const NOW = new Date('2027-03-12T17:00:00Z');
const MONDAY_1030 = '2027-03-15T17:30:00.000Z';

const REQUEST = {
  firstName: 'Lucía',
  lastName: 'Ramírez',
  phone: '(702) 555-0177',
  email: 'lucia@example.com',
  serviceId: null,
  appointmentDate: MONDAY_1030,
  language: 'es',
};

/** Decodes the quoted-printable body parts of a received message (UTF-8), enough to read its words. */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

describe('emails through the queue', () => {
  let smtp: Awaited<ReturnType<typeof localSmtpServer>>;
  let t: TestApp;
  let supervisor: Record<string, string>;
  beforeAll(async () => {
    // Refuses the first email, as a mail server that is down for a while, then accepts.
    smtp = await localSmtpServer({ refuseFirst: 1 });
    t = await createTestApp({
      infra: { now: () => NOW },
      env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'desk@shop.example' },
    });
    supervisor = await t.bearer('supervisor');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('retries an email the server refused, and it arrives once, even with two workers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: CONTACT_MESSAGE,
      remoteAddress: '10.40.0.1',
    });
    expect(res.json()).toEqual({ success: true });
    await Promise.all([t.startWorker(), t.startWorker()]);
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(smtp.refused()).toBeGreaterThanOrEqual(1);
    expect(smtp.received[0]).toContain('whines when it shifts');
    // Nothing more comes: the job is done and gone.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(1);
    const [left] = await t.em().execute<{ count: string }[]>('select count(*) as count from graphile_worker.jobs');
    expect(Number(left?.count)).toBe(0);
  });

  it('emails a Spanish customer and the shop on a request, then the confirmation in Spanish with an .ics', async () => {
    const service = await t.em().findOneOrFail(Service, { isActive: true }, { orderBy: { id: 'asc' } });
    expect(service.nameEs).toBeTruthy();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...REQUEST, serviceId: service.id },
      remoteAddress: '10.40.0.2',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(2);
    // The recipient's own line: the shop's notice names the customer in Reply-To.
    const sentTo = (address: string) =>
      smtp.received.map(readable).find((m) => new RegExp(`^To: ${address}`, 'm').test(m));
    const toCustomer = sentTo('lucia@example.com');
    expect(toCustomer).toContain('Recibimos su solicitud de cita');
    // The service as the customer knows it, in Spanish; the shop reads its English name.
    expect(toCustomer).toContain(service.nameEs);
    const toShop = sentTo('desk@shop.example');
    expect(toShop).toContain('asks for Monday, March 15, 2027');
    expect(toShop).toContain(`Service: ${service.name}`);
    smtp.received.length = 0;

    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/appointments/${booked.json().id}`,
      payload: { status: 'confirmed' },
      headers: supervisor,
    });
    expect(confirmed.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    const email = readable(smtp.received[0] ?? '');
    expect(email).toContain('Cita confirmada');
    expect(email).toContain('lunes, 15 de marzo de 2027');
    expect(email).toContain(service.nameEs);
    expect(email).toMatch(/Content-Type: text\/calendar[^\n]*\r?\n(.*\r?\n)*?.*filename=cita\.ics/);
    const ics = Buffer.from(
      /filename=cita\.ics\r?\n(?:.*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(smtp.received[0] ?? '')?.[1] ?? '',
      'base64',
    ).toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20270315T173000Z');
    expect(ics).toContain('SUMMARY:Cita en');
  });

  it('reminds a customer the day before, once, however many servers look at the same time', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...REQUEST,
        email: 'tomorrow@example.com',
        phone: '(702) 555-0166',
        appointmentDate: '2027-03-13T17:30:00.000Z',
        language: 'en',
      },
      remoteAddress: '10.40.0.3',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/appointments/${booked.json().id}`,
      payload: { status: 'confirmed' },
      headers: supervisor,
    });
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(3);
    smtp.received.length = 0;
    const settings = await readPublicSettings(t.em());
    const queued = await Promise.all([1, 2, 3].map(() => queueReminders(t.em(), settings, NOW, 'http://shop.test')));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(readable(smtp.received[0] ?? '')).toContain('A reminder of your appointment tomorrow');
    expect(await queueReminders(t.em(), settings, NOW, 'http://shop.test')).toBe(0);
  });

  it('emails a reply to the sender with the shop as Reply-To, stores it and marks the message replied', async () => {
    const [message] = (await t.app.inject({ url: '/api/admin/contact-messages', headers: supervisor })).json();
    const opened = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${message.id}`,
      payload: { status: 'read' },
      headers: supervisor,
    });
    expect(opened.json()).toEqual({ id: message.id, status: 'read' });
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${message.id}/replies`,
      payload: { text: 'Bring it in Thursday morning.' },
      headers: supervisor,
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({ text: 'Bring it in Thursday morning.', staffName: expect.any(String) });
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    const email = readable(smtp.received[0] ?? '');
    expect(email).toContain(`To: ${message.email}`);
    expect(email).toContain('Reply-To: service@desertgear.example');
    expect(email).toContain('Bring it in Thursday morning.');
    // The HTML part says the same, above the sender's message it answers.
    const html = mailParts(smtp.received[0] ?? '').find((p) => p.type === 'text/html')?.body ?? '';
    expect(html).toMatch(/Bring it in Thursday morning\.[\s\S]*wrote:[\s\S]*whines when it shifts/);

    const list = async (query = '') =>
      (await t.app.inject({ url: `/api/admin/contact-messages${query}`, headers: supervisor })).json() as {
        id: number;
        status: string;
        replies: { text: string }[];
      }[];
    const after = (await list()).find((m) => m.id === message.id);
    expect(after?.status).toBe('replied');
    expect(after?.replies.map((r) => r.text)).toEqual(['Bring it in Thursday morning.']);
    const repliedOnes = await list('?status=replied');
    expect(repliedOnes.map((m) => m.id)).toContain(message.id);
    expect(repliedOnes.every((m) => m.status === 'replied')).toBe(true);
    const unread = await t.app.inject({ url: '/trpc/messages.unreadCount', headers: supervisor });
    expect(unread.json().result.data.json.unread).toBe((await list('?status=unread')).length);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${message.id}/replies`,
      payload: { text: ' ' },
      headers: supervisor,
    });
    expect(empty.json().issues).toEqual([{ path: 'text', message: 'Please write a reply', key: 'replyRequired' }]);
  });
});
