import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { connectRaw, within } from '../../test/sockets.ts';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { BODY_TOO_SLOW } from './connection-limits.ts';

describe('slow and idle clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        HEADERS_TIMEOUT_MS: '1000',
        BODY_TIMEOUT_MS: '1000',
        UPLOAD_TIMEOUT_MS: '8000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts a client that trickles its headers', async () => {
    const client = await connectRaw(port);
    const request = 'GET /api/settings HTTP/1.1\r\nHost: shop.example\r\nUser-Agent: slow\r\n\r\n';
    // One byte every 500 ms would take half a minute to finish the headers.
    const sent = await within(client.trickle(request, 1, 500), 8000, 'trickled headers');
    await within(client.closed, 8000, 'the connection closing');
    expect(sent).toBeLessThan(request.length);
    expect(client.received()).not.toContain('200 OK');
  });

  it('cuts a client that trickles the body of a contact message, and keeps nothing of it', async () => {
    const body = JSON.stringify({
      name: 'Slow Sender',
      email: 'slow@example.com',
      phone: '7025550100',
      subject: 'Trickled',
      message: 'This message arrives one byte at a time.',
      website: '',
    });
    const client = await connectRaw(port);
    client.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const sent = await within(client.trickle(body, 1, 200), 8000, 'trickled body');
    await within(client.closed, 8000, 'the connection closing');
    expect(sent).toBeLessThan(body.length);
    // The sender is told why, and that the connection is over (it has closed, above).
    const answer = client.received();
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain(JSON.stringify({ message: BODY_TOO_SLOW, reason: 'request-timeout' }));
    expect(await t.em().count(ContactMessage, { subject: 'Trickled' })).toBe(0);
  });

  it('takes a slow but steady photo upload that lasts longer than other bodies may', async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: await t.bearer('manager'),
    });
    const path = new URL(ticket.json().uploadURL, 'http://shop.example').pathname;
    const client = await connectRaw(port);
    client.socket.write(
      `PUT ${path} HTTP/1.1\r\nHost: shop.example\r\nContent-Type: image/png\r\nContent-Length: ${image.length}\r\nConnection: close\r\n\r\n`,
    );
    // About 2.5 s in all: past the 1 s body deadline of other routes, within the 8 s upload bound.
    const slice = Math.ceil(image.length / 10);
    const sent = await within(client.trickle(image, slice, 250), 8000, 'trickled upload');
    await within(client.closed, 8000, 'the answer');
    expect(sent).toBe(image.length);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/"imageURL":"\/uploads\/[a-f0-9]{32}\.webp"/);
  });

  it('closes a keep-alive connection that stays idle', async () => {
    const client = await connectRaw(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.example\r\n\r\n');
    await within(client.closed, 8000, 'the idle connection closing');
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/keep-alive/i);
  });
});
