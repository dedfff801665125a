import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate, openDatabase } from '../src/db/orm.ts';
import { seed } from '../src/db/seed.ts';
import { createInfra } from '../src/infra.ts';
import { freePort } from './postgres.ts';

describe('when the database goes away', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-resilience-'));
  fs.chmodSync(dataDir, 0o755);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers 503 while it is down and recovers by itself when it returns', async () => {
    const port = await freePort();
    let pgServer = await startEmbeddedPostgres({ dataDir, port });
    await ensureDatabase(pgServer.url(), 'shop');
    const url = pgServer.url('shop');
    const orm = await openDatabase(url);
    await migrate(orm);
    await seed(orm, { demo: false });
    const config = loadConfig({
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      WEB_DIST: '/nonexistent',
      PUBLIC_CACHE_TTL_MS: '0',
    });
    const log: string[] = [];
    const logStream = new PassThrough().on('data', (line: Buffer) => log.push(...line.toString().trim().split('\n')));
    const app = await buildApp({ config, orm, infra: createInfra(config, orm, { logStream }) });
    try {
      expect((await app.inject('/api/settings')).statusCode).toBe(200);

      await pgServer.stop();
      const down = await app.inject('/api/settings');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        message: expect.stringMatching(/temporarily unavailable/),
        reason: 'service-unavailable',
      });
      const logged = log.map((l) => JSON.parse(l)).filter((e) => e.url === '/api/settings' && e.statusCode === 503);
      expect(logged).toHaveLength(1);
      expect(logged[0].reason).toBe('database unavailable');
      expect((await app.inject('/api/ready')).statusCode).toBe(503);
      expect((await app.inject('/api/health')).statusCode).toBe(200);

      pgServer = await startEmbeddedPostgres({ dataDir, port });
      const back = await app.inject('/api/settings');
      expect(back.statusCode).toBe(200);
      expect(back.json().city).toBe('Las Vegas');
    } finally {
      await app.close();
      await orm.close(true);
      await pgServer.stop();
    }
  });
});
