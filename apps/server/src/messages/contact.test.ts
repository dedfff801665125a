import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE } from '../../test/contact-message.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { localSmtpServer } from '../../test/smtp-server.ts';
import { ContactMessage } from './contact-message.entity.ts';

const MESSAGE = { ...CONTACT_MESSAGE, website: '' };

describe('the contact form', () => {
  const post = (t: TestApp, body: object, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });

  describe('with a working mail server', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof localSmtpServer>>;
    beforeAll(async () => {
      smtp = await localSmtpServer();
      t = await createTestApp({
        demo: false,
        worker: true,
        env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'desk@shop.example' },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('stores the message and emails the shop through the queue', async () => {
      const res = await post(t, MESSAGE);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true });
      const stored = await t.em().findOneOrFail(ContactMessage, { email: MESSAGE.email });
      expect(stored).toMatchObject({ name: 'Karen Lee', subject: 'Transmission noise', status: 'unread' });
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received[0]).toContain('whines when it shifts');
      expect(smtp.received[0]).toMatch(/To: desk@shop\.example/);
    });

    it('keeps nothing from a bot that filled in the hidden website field, and says success all the same', async () => {
      const res = await post(t, { ...MESSAGE, email: 'bot@example.com', website: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true });
      expect(await t.em().count(ContactMessage, { email: 'bot@example.com' })).toBe(0);
    });

    it('refuses bad input with the rules of the form', async () => {
      const res = await post(t, { ...MESSAGE, phone: '123', message: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'phone', message: 'Please enter a valid phone number', key: 'phoneInvalid' },
        { path: 'message', message: 'Message must be at least 10 characters', key: 'messageMin' },
      ]);
    });

    it('pauses one sender after five messages in ten minutes, from any address, but not their network', async () => {
      const sender = { ...MESSAGE, email: 'Busy.Sender@example.com' };
      const sent = await Promise.all(Array.from({ length: 7 }, (_, i) => post(t, sender, `10.9.8.${i}`)));
      expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(await t.em().count(ContactMessage, { email: sender.email })).toBe(5);
      const limited = await post(t, { ...sender, email: 'busy.sender@example.com' }, '10.9.8.99');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/Too many messages/);
      // Someone else on the sender's network still gets through.
      expect((await post(t, { ...MESSAGE, email: 'neighbour@example.com' }, '10.9.8.0')).statusCode).toBe(201);
    });

    it('limits one address to twenty messages in ten minutes, whoever sends them', async () => {
      for (let i = 0; i < 20; i++) {
        expect((await post(t, { ...MESSAGE, email: `visitor${i}@example.com` }, '10.9.9.9')).statusCode).toBe(201);
      }
      const limited = await post(t, { ...MESSAGE, email: 'visitor99@example.com' }, '10.9.9.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('without an SMTP server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ demo: false });
    });
    afterAll(() => t.close());

    it('still stores the message, queues its email and answers with an emailWarning', async () => {
      const res = await post(t, { ...MESSAGE, email: 'kept@example.com' });
      expect(res.statusCode).toBe(201);
      expect(res.json().emailWarning).toMatch(/received/);
      expect(await t.em().count(ContactMessage, { email: 'kept@example.com' })).toBe(1);
      const [jobs] = await t
        .em()
        .execute<{ count: string }[]>(
          "select count(*) as count from graphile_worker.jobs where task_identifier = 'send_email'",
        );
      expect(Number(jobs?.count)).toBe(1);
    });

    it('refuses a phone number without ten digits', async () => {
      const res = await post(t, { ...MESSAGE, phone: 'abcdefghij' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'phone', message: 'Please enter a valid phone number', key: 'phoneInvalid' },
      ]);
    });
  });
});
