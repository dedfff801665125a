import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE } from '../../test/contact-message.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { localSmtpServer } from '../../test/smtp-server.ts';
import { QUEUE_CONNECTION_NAME } from './worker.ts';

describe('the email queue when the database ends its connections', () => {
  let smtp: Awaited<ReturnType<typeof localSmtpServer>>;
  let t: TestApp;
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  beforeAll(async () => {
    smtp = await localSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'desk@shop.example' } });
    const note = (details: object, message: string) => warnings.push({ details: { ...details }, message });
    await t.startWorker({ log: { info: () => {}, warn: note, error: note } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('logs why in a line of its own, keeps running, and still sends the next email', async () => {
    const connection = t.orm.em.getConnection();
    const queueConnections = () =>
      connection.execute<{ pid: number }[]>('select pid from pg_stat_activity where application_name = ?', [
        QUEUE_CONNECTION_NAME,
      ]);
    await expect.poll(async () => (await queueConnections()).length).toBeGreaterThan(0);
    await connection.execute('select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?', [
      QUEUE_CONNECTION_NAME,
    ]);

    // Our line, among what graphile-worker says itself (its cron and its pool may notice first).
    const lostLine = () => warnings.find((w) => w.message === 'email queue: a database connection was lost');
    await expect.poll(lostLine).toBeDefined();
    const lost = lostLine();
    // The server's "terminating connection" notice, or the reset of a socket ended before it was read.
    expect(lost?.details).toMatchObject({ reason: expect.stringMatching(/terminating connection|ECONNRESET/) });
    // Nothing of the connection itself (its settings, its cancel key) goes into the log.
    expect(JSON.stringify(lost)).not.toMatch(/secretKey|password|processID/);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...CONTACT_MESSAGE, message: 'Is the shop open on Saturday?' },
      remoteAddress: '10.41.0.1',
    });
    expect(sent.json()).toEqual({ success: true });
    // graphile-worker reconnects with a growing pause (at most a minute) when the connections it
    // takes from its pool are dead too: each one ended counts, so the wait depends on which of them
    // the ending found idle. The promise is that the email goes, not how soon.
    await expect.poll(() => smtp.received.length, { timeout: 65_000, interval: 250 }).toBeGreaterThan(0);
    expect(smtp.received[0]).toContain('open on Saturday');
  }, 90_000);
});
