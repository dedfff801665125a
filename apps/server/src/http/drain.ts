import type http from 'node:http';
import net from 'node:net';

/** How long a connection must have carried no request before draining closes it. */
export const IDLE_GRACE_MS = 1000;

interface ConnectionState {
  /** When it was opened, or a sweep last saw it carry something (bytes either way, an answer under way). */
  activeAt: number;
  bytesRead: number;
  bytesWritten: number;
}

/**
 * The answer a connection is working on, if any. Node keeps it on the socket from the moment the
 * request is parsed until its answer is written; the property is internal but has been there in
 * every Node release, and servers' shutdown libraries read it too. Reading it when draining spares
 * every request a listener of ours (which cost a public read a few percent of its speed).
 */
function answerUnderWay(socket: net.Socket): http.ServerResponse | null {
  return (socket as net.Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage ?? null;
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
  let onChange = () => {};

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { activeAt: Date.now(), bytesRead: 0, bytesWritten: 0 });
    socket.once('close', () => {
      connections.delete(socket);
      onChange();
    });
  });

  const drain: Drainer['drain'] = ({ timeoutMs, idleGraceMs = IDLE_GRACE_MS }) => {
    // net.Server's close, not http.Server's: that one would also close every idle connection at once.
    net.Server.prototype.close.call(server);
    // From now on every answer says `Connection: close`: those under way and those still to come.
    for (const socket of connections.keys()) {
      const answer = answerUnderWay(socket);
      if (answer && !answer.headersSent) answer.shouldKeepAlive = false;
    }
    // Before Fastify's own listener, so the answer's headers are not written yet.
    server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.shouldKeepAlive = false;
    });

    return new Promise((resolve) => {
      // A connection is idle once a sweep finds it carried nothing since the last one and has no
      // answer under way; it is closed after `idleGraceMs` of that. Whatever it carried before
      // draining began counts as just now (its last answer may have gone out an instant ago).
      const closeIdle = () => {
        const now = Date.now();
        for (const [socket, state] of connections) {
          const { bytesRead, bytesWritten } = socket;
          if (bytesRead !== state.bytesRead || bytesWritten !== state.bytesWritten || answerUnderWay(socket)) {
            Object.assign(state, { activeAt: now, bytesRead, bytesWritten });
          } else if (now - state.activeAt >= idleGraceMs) {
            socket.destroy();
          }
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
