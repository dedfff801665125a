import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that keeps what it accepts. `refuseFirst` messages are refused (550) before
 * it starts accepting, as a mail server that is down for a while.
 */
export async function localSmtpServer(opts: { refuseFirst?: number } = {}) {
  const received: string[] = [];
  let refusalsLeft = opts.refuseFirst ?? 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString();
      });
      stream.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft--;
          refused++;
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        received.push(data);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
