/**
 * The server as the benchmark runs it: `src/main.ts` with the production heap flags and the
 * default configuration (LOG_LEVEL included), on 127.0.0.1, its log written to a file as a
 * deployment's log collector would take it. Every server started here is stopped when the
 * benchmark exits, whatever happens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/runtime-flags.ts';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

/** A child process the benchmark stops at its end. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function stopAll(): Promise<void> {
  for (const child of children) await stop(child);
}

/** One place for the benchmark's servers: a throwaway data folder, ports, and the log file. */
export interface BenchPlace {
  base: string;
  env: Record<string, string>;
  dataDir: string;
  logFile: string;
}

export async function benchPlace(dataDir: string): Promise<BenchPlace> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    env: { PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PUBLIC_ORIGIN: base },
  };
}

/**
 * Starts the server as a deployment does (NODE_ENV=production, nothing else set): a LOG_LEVEL
 * from the caller's shell is dropped, so the default level is what is measured. `extraNodeFlags`:
 * what a section adds to see inside it (a diagnostic report on a signal), never a limit.
 */
export function startServer(place: BenchPlace, extraNodeFlags: readonly string[] = []): ChildProcess {
  const { LOG_LEVEL: _ignored, ...inherited } = process.env;
  const log = fs.openSync(place.logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraNodeFlags, serverMain], {
    env: { ...inherited, NODE_ENV: 'production', ...place.env },
    stdio: ['ignore', log, 'inherit'],
  });
  fs.closeSync(log);
  return track(child);
}

export async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a server and waits for it to be ready. */
export async function readyServer(place: BenchPlace): Promise<ChildProcess> {
  const server = startServer(place);
  await waitReady(`${place.base}/api/ready`, server, 30_000);
  return server;
}

/** A process's memory in MiB as the kernel counts it: resident now, and the most it ever was. */
export function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}
