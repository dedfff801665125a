import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres } from '../dev/embedded-postgres.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/database.ts';
import { migrate } from '../src/db/orm.ts';
import { createInfra } from '../src/infra.ts';
import { publicReads } from '../src/modules.ts';
import { seed } from '../src/seed.ts';
import { fakeBuild } from './fake-web-build.ts';
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
    const app = await buildApp({ config, orm, infra: createInfra(config, orm, { reads: publicReads, logStream }) });
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

  it('keeps answering public pages and reads from their last good data while it is away (stale beats empty)', async () => {
    const port = await freePort();
    const staleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stale-'));
    fs.chmodSync(staleDir, 0o755);
    let pgServer = await startEmbeddedPostgres({ dataDir: staleDir, port });
    await ensureDatabase(pgServer.url(), 'shop');
    const url = pgServer.url('shop');
    const orm = await openDatabase(url);
    await migrate(orm);
    await seed(orm, { demo: true });
    const ttl = 200;
    const config = loadConfig({
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
      WEB_DIST: fakeBuild(),
      PUBLIC_CACHE_TTL_MS: String(ttl),
    });
    const log: { msg: string; statusCode?: number }[] = [];
    const logStream = new PassThrough().on('data', (line: Buffer) =>
      log.push(
        ...line
          .toString()
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ),
    );
    const app = await buildApp({ config, orm, infra: createInfra(config, orm, { reads: publicReads, logStream }) });
    const paths = [
      '/api/settings',
      '/api/parts',
      '/api/parts?lang=es&page=1',
      '/api/carousel-images?lang=es',
      '/es/parts',
    ];
    const read = async () => Promise.all(paths.map((p) => app.inject(p)));
    const staleLines = () => log.filter((l) => l.msg.startsWith('public reads answered from their last good data'));
    try {
      const before = await read();
      for (const res of before) expect(res.statusCode).toBe(200);
      expect(before[4]?.body).toContain('<h1>es /es/parts (702) 555-0142</h1>');

      await pgServer.stop();
      await new Promise((resolve) => setTimeout(resolve, ttl * 2));
      const during = await read();
      for (const [i, res] of during.entries()) {
        expect(res.statusCode, paths[i]).toBe(200);
        expect(res.body, paths[i]).toBe(before[i]?.body);
      }
      // Not an empty shell: the page carries its parts and the shop's facts.
      expect(during[4]?.body).toContain('Alternator 160A');
      // The database is asked again only once per cache period, and the episode is logged once.
      await new Promise((resolve) => setTimeout(resolve, ttl * 2));
      for (const res of await read()) expect(res.statusCode).toBe(200);
      expect(staleLines()).toHaveLength(1);
      expect((await app.inject('/api/ready')).statusCode).toBe(503);

      pgServer = await startEmbeddedPostgres({ dataDir: staleDir, port });
      await new Promise((resolve) => setTimeout(resolve, ttl * 2));
      for (const res of await read()) expect(res.statusCode).toBe(200);
      await expect.poll(() => log.some((l) => l.msg === 'public reads load afresh again')).toBe(true);
    } finally {
      await app.close();
      await orm.close(true);
      await pgServer.stop();
      fs.rmSync(staleDir, { recursive: true, force: true });
    }
  });
});
