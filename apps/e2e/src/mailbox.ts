import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** SMTP_URL for the server under test. */
  url: string;
  /** Where each email it receives is written, one raw file each, for the tests to read. */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * A local SMTP server on 127.0.0.1 that accepts every email the shop's server sends: the browser
 * tests read what a customer would have received. Files, because the tests run in other processes.
 */
export async function startMailbox(): Promise<Mailbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        count += 1;
        fs.writeFileSync(
          path.join(dir, `${String(count).padStart(4, '0')}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The raw emails received so far for `address`, oldest first. */
export function mailTo(dir: string, address: string): string[] {
  return mailFiles(dir).filter((raw) => raw.startsWith(`X-Envelope-To: ${address}`));
}

/** Every email received so far, oldest first, raw. */
export function mailFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/** An email's text as the customer reads it: quoted-printable soft breaks and escapes undone. */
export const readableMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (codes) =>
    Buffer.from(
      codes
        .split('=')
        .slice(1)
        .map((h) => Number.parseInt(h, 16)),
    ).toString('utf8'),
  );
