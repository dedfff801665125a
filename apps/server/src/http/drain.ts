import type http from 'node:http';
import net from 'node:net';

/** How long a connection must have carried no request before draining closes it. */
export const IDLE_GRACE_MS = 1000;

interface ConnectionState {
  requestsInFlight: number;
  idleSince: number;
  /** Bytes read when it went idle: more since then means a request is arriving. */
  bytesReadWhenIdle: number;
}

export interface Drainer {
  /**
   * Stops accepting connections, lets the open ones finish what they carry, and resolves when none
   * is left. Resolves with how many connections were still busy after `timeoutMs` and were cut.
   */
  drain: (opts: { timeoutMs: number; idleGraceMs?: number }) => Promise<{ cut: number }>;
}

/**
 * Watches a server's keep-alive connections so that stopping it loses no request a client has sent.
 *
 * Closing an idle keep-alive connection the moment shutdown begins (what Node's `server.close()`
 * and Fastify's `forceCloseConnections: 'idle'` do) resets it under a client that has just written
 * its next request on it. So while draining, every answer says `Connection: close` (the client
 * opens no further request on it), and a connection is closed only once it has been idle for
 * `idleGraceMs`: longer than a client takes to send its next request after an answer.
 * Install it before the server listens.
 */
export function watchConnections(server: http.Server): Drainer {
  const connections = new Map<net.Socket, ConnectionState>();
  const unanswered = new Set<http.ServerResponse>();
  let draining = false;
  let onChange = () => {};

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { requestsInFlight: 0, idleSince: Date.now(), bytesReadWhenIdle: 0 });
    socket.once('close', () => {
      connections.delete(socket);
      onChange();
    });
  });

  // Before Fastify's own listener, so the answer's headers are not written yet.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = connections.get(req.socket);
    if (state) state.requestsInFlight += 1;
    if (draining) res.shouldKeepAlive = false;
    else unanswered.add(res);
    res.once('close', () => {
      unanswered.delete(res);
      if (!state) return;
      state.requestsInFlight -= 1;
      state.idleSince = Date.now();
      state.bytesReadWhenIdle = req.socket.bytesRead;
      onChange();
    });
  });

  const drain: Drainer['drain'] = ({ timeoutMs, idleGraceMs = IDLE_GRACE_MS }) => {
    draining = true;
    // net.Server's close, not http.Server's: that one would also close every idle connection at once.
    net.Server.prototype.close.call(server);
    for (const res of unanswered) if (!res.headersSent) res.shouldKeepAlive = false;
    unanswered.clear();

    return new Promise((resolve) => {
      const closeIdle = () => {
        const now = Date.now();
        for (const [socket, state] of connections) {
          const quiet = state.requestsInFlight === 0 && socket.bytesRead === state.bytesReadWhenIdle;
          if (quiet && now - state.idleSince >= idleGraceMs) socket.destroy();
        }
      };
      const sweep = setInterval(closeIdle, Math.max(50, Math.floor(idleGraceMs / 4)));
      const finish = (cut: number) => {
        clearInterval(sweep);
        clearTimeout(deadline);
        onChange = () => {};
        resolve({ cut });
      };
      const deadline = setTimeout(() => {
        const cut = connections.size;
        for (const socket of connections.keys()) socket.destroy();
        finish(cut);
      }, timeoutMs);
      onChange = () => {
        if (connections.size === 0) finish(0);
      };
      closeIdle();
      onChange();
    });
  };

  return { drain };
}
