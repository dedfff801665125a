import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE } from '../../test/contact-message.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type MailPart, mailHeaders, mailParts, mailSubject } from '../../test/mail-parts.ts';
import { localSmtpServer } from '../../test/smtp-server.ts';
import { Appointment } from '../appointments/appointment.entity.ts';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { queueEmail } from './outbox.ts';

const ORIGIN = 'https://shop.example';
const DESK = 'desk@shop.example';
// Friday 2027-03-12, 9:00 AM in Las Vegas.
const NOW = new Date('2027-03-12T17:00:00Z');

/** Every href of the HTML's links, `&amp;` read back. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
/** The hrefs of the HTML's buttons (the layout's `mail-button` links). */
const buttons = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" class="mail-button"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe('every email has an HTML part beside its text, in the reader’s language, with its link as a button', () => {
  let smtp: Awaited<ReturnType<typeof localSmtpServer>>;
  let t: TestApp;
  let supervisor: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    smtp = await localSmtpServer();
    t = await createTestApp({
      worker: true,
      infra: { now: () => NOW },
      env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: DESK, PUBLIC_ORIGIN: ORIGIN },
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

  /** The one email that reached `to` with a subject matching `subject`, as its parts. */
  async function received(to: string, subject: RegExp) {
    const pick = () =>
      smtp.received.filter(
        (raw) => new RegExp(`^To: ${to}`, 'im').test(mailHeaders(raw)) && subject.test(mailSubject(raw)),
      );
    await expect.poll(() => pick().length, { timeout: 15_000, interval: 100 }).toBe(1);
    const parts = mailParts(pick()[0] ?? '');
    const part = (type: string) => parts.find((p) => p.type === type) as MailPart;
    return { parts, text: part('text/plain')?.body ?? '', html: part('text/html')?.body ?? '' };
  }

  async function book(language: 'en' | 'es', email: string) {
    n++;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        firstName: 'Lucía',
        lastName: 'Ramírez',
        phone: `(702) 555-${3000 + n}`,
        email,
        serviceId: null,
        appointmentDate: new Date(Date.parse('2027-03-16T16:00:00Z') + n * 1_800_000).toISOString(),
        language,
      },
      remoteAddress: `10.71.0.${n}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  it('sends a Spanish customer Spanish HTML with the manage link as its button, and the desk a link to the appointment', async () => {
    const id = await book('es', 'lucia.html@example.com');
    const customer = await received('lucia.html@example.com', /Recibimos su solicitud de cita/);
    expect(customer.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    const manage = /https:\/\/shop\.example\/es\/appointments\/manage\/[A-Za-z0-9_-]{43}/.exec(customer.text)?.[0];
    expect(manage).toBeTruthy();
    expect(customer.html).toMatch(/<html[^>]* lang="es"/);
    expect(buttons(customer.html)).toEqual([manage]);
    expect(customer.html).toContain('Ver o cambiar su cita');
    expect(customer.html).toContain('Recibimos su solicitud de cita. La confirmaremos por teléfono o por correo.');
    expect(customer.html).toContain('Para ver, cancelar o cambiar su cita:');
    // The shop's name at the top, its phone a link a phone can call, the dark-mode styles.
    expect(customer.html).toContain('>Desert Gear');
    expect(hrefs(customer.html).filter((href) => /^tel:\d{10}$/.test(href))).toHaveLength(1);
    expect(customer.html).toContain('prefers-color-scheme: dark');
    expect(customer.html).not.toMatch(/\bWhen\b|Service to be decided/);
    // The words of the text part are the same as before the HTML.
    expect(customer.text).toContain('Hola Lucía:');
    expect(customer.text).toContain('Servicio: Servicio por definir');

    const desk = await received(DESK, /Appointment request: Lucía Ramírez/);
    const link = `${ORIGIN}/dashboard/appointments/${id}`;
    expect(desk.html).toMatch(/<html[^>]* lang="en"/);
    expect(buttons(desk.html)).toEqual([link]);
    expect(desk.html).toContain(`Open appointment #${id}`);
    expect(desk.text).toContain(`Appointment #${id}: confirm it in the dashboard. ${link}`);
  });

  it('sends an English customer English HTML', async () => {
    await book('en', 'sam.html@example.com');
    const customer = await received('sam.html@example.com', /We received your appointment request/);
    expect(customer.html).toMatch(/<html[^>]* lang="en"/);
    expect(customer.html).toContain('See or change your appointment');
    expect(customer.html).not.toContain('Hola');
  });

  it('tells the desk of a customer’s cancellation with the link to the appointment', async () => {
    const id = await book('es', 'cancels@example.com');
    const { text } = await received('cancels@example.com', /Recibimos su solicitud de cita/);
    const token = /\/appointments\/manage\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    smtp.received.length = 0;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/manage/${token}/cancel`,
      payload: { reason: 'Ya lo arreglé' },
      remoteAddress: '10.71.1.1',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const desk = await received(DESK, /Appointment cancelled by the customer/);
    expect(buttons(desk.html)).toEqual([`${ORIGIN}/dashboard/appointments/${id}`]);
    expect(desk.text).toContain('Reason: Ya lo arreglé');
    expect(desk.text).toContain(
      `Appointment #${id}: its history is on the dashboard. ${ORIGIN}/dashboard/appointments/${id}`,
    );
    const customer = await received('cancels@example.com', /Cita cancelada/);
    expect(customer.html).toMatch(/<html[^>]* lang="es"/);
    expect(customer.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html', 'text/calendar']);
  });

  it('links the desk’s new-message email to the message, keeping its number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...CONTACT_MESSAGE, email: 'writes.html@example.com' },
      remoteAddress: '10.71.2.1',
    });
    expect(res.json()).toEqual({ success: true });
    const message = await t.em().findOneOrFail(ContactMessage, { email: 'writes.html@example.com' });
    const desk = await received(DESK, /Website message/);
    const link = `${ORIGIN}/dashboard/messages/${message.id}`;
    expect(buttons(desk.html)).toEqual([link]);
    expect(desk.html).toContain(`Open message #${message.id}`);
    expect(desk.text).toContain(`Open message #${message.id}: ${link}`);
  });

  it('asks for a review in Spanish with a button to the review page, and tells the desk a review waits', async () => {
    const em = t.em();
    const a = em.create(Appointment, {
      firstName: 'Lucía',
      lastName: 'Ramírez',
      phone: '7025550123',
      email: 'reviews.html@example.com',
      appointmentDate: new Date(NOW.getTime() - 86_400_000),
      status: 'confirmed',
      language: 'es',
    });
    await em.flush();
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/appointments/${a.id}`,
      headers: supervisor,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    const request = await received('reviews.html@example.com', /¿Cómo le fue\?/);
    const link = /https:\/\/shop\.example\/es\/reviews\/[A-Za-z0-9_-]{43}/.exec(request.text)?.[0] ?? '';
    expect(request.html).toMatch(/<html[^>]* lang="es"/);
    expect(buttons(request.html)).toEqual([link]);
    expect(request.html).toContain('Dejar mi reseña');
    expect(hrefs(request.html)).toContain(`${link}#no-more-requests`);

    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${link.split('/').at(-1)}`,
      payload: { rating: 5, text: 'Muy <b>buen</b> servicio', website: '' },
      remoteAddress: '10.71.3.1',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const desk = await received(DESK, /Review waiting: 5 stars from Lucía R\./);
    expect(buttons(desk.html)).toEqual([`${ORIGIN}/dashboard/manage/reviews`]);
    // The customer's words are text in the HTML, never markup.
    expect(desk.html).toContain('Muy &lt;b&gt;buen&lt;/b&gt; servicio');
    expect(desk.text).toContain(`${ORIGIN}/dashboard/manage/reviews`);
  });

  it('still sends an email queued before emails had HTML, as its text alone', async () => {
    await queueEmail(t.em(), { to: 'queued.before@example.com', subject: 'Queued before', text: 'Plain words.' });
    const sent = await received('queued.before@example.com', /Queued before/);
    expect(sent.parts.map((p) => p.type)).toEqual(['text/plain']);
    expect(sent.text.trim()).toBe('Plain words.');
  });
});
