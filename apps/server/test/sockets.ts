import net from 'node:net';

/** A raw client connection to the app, for tests of how the server treats slow or idle clients. */
export interface RawClient {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Settles when the server (or the network) ends the connection. */
  closed: Promise<void>;
  /** Writes `data` a slice at a time, `everyMs` apart, until done or the connection closes; resolves with how much went out. */
  trickle: (data: string | Buffer, sliceBytes: number, everyMs: number) => Promise<number>;
}

export async function connectRaw(port: number): Promise<RawClient> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (d) => {
    received += d.toString('latin1');
  });
  // A reset after a refusal is one way of being cut; the tests look at what arrived before it.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const trickle = async (data: string | Buffer, sliceBytes: number, everyMs: number) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
    let sent = 0;
    while (sent < bytes.length && !socket.destroyed && socket.writable) {
      socket.write(bytes.subarray(sent, sent + sliceBytes));
      sent = Math.min(bytes.length, sent + sliceBytes);
      if (sent < bytes.length) await Promise.race([new Promise((r) => setTimeout(r, everyMs)), closed]);
    }
    return sent;
  };
  return { socket, received: () => received, closed, trickle };
}

/** Rejects when `promise` has not settled within `ms`: a test fails with a message instead of hanging. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms);
    }),
  ]);
}
