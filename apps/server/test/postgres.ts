import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../dev/embedded-postgres.ts';

/** A PostgreSQL server for the test run, and how to stop it. */
export interface TestPostgres {
  adminUrl: string;
  source: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded';
  stop: () => Promise<void>;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A Docker engine answers: DOCKER_HOST or the default socket, then a cheap `GET /_ping`. */
async function dockerAnswers(): Promise<boolean> {
  const socket = '/var/run/docker.sock';
  if (!process.env.DOCKER_HOST && !fs.existsSync(socket)) return false;
  if (process.env.DOCKER_HOST && !process.env.DOCKER_HOST.startsWith('unix://')) return true;
  const socketPath = process.env.DOCKER_HOST?.slice('unix://'.length) ?? socket;
  return new Promise((resolve) => {
    const client = net.createConnection({ path: socketPath }, () => {
      client.write('GET /_ping HTTP/1.0\r\n\r\n');
    });
    client.setTimeout(1000, () => {
      client.destroy();
      resolve(false);
    });
    client.once('data', (d) => {
      client.destroy();
      resolve(d.toString().includes(' 200 '));
    });
    client.once('error', () => resolve(false));
  });
}

/** TEST_DATABASE_URL if set, else a testcontainers PostgreSQL when Docker answers, else embedded. */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL', stop: async () => {} };
  }
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18-alpine').start();
    return {
      adminUrl: container.getConnectionUri(),
      source: 'testcontainers',
      stop: async () => void (await container.stop()),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  return {
    adminUrl: server.url(),
    source: 'embedded',
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
