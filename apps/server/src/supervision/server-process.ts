import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../runtime-flags.ts';
import type { ProcessExit, Supervised } from './keep-running.ts';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/** The argument that tells main.ts it is brought back after a death (it then prints no demo accounts again). */
export const RESTARTED_FLAG = '--restarted';

/**
 * Runs the server (main.ts) as a child process with the server's heap bounds. Its log goes straight
 * to our stdout; its stderr passes through too, and its tail is kept for the supervisor's report of
 * a death. The IPC channel lets the server notice when its supervisor is gone (main.ts stops then).
 */
export async function startServerProcess(opts: {
  env: NodeJS.ProcessEnv;
  restarted: boolean;
  /** How long the server gets to drain after SIGTERM before it is killed. */
  stopTimeoutMs: number;
}): Promise<Supervised> {
  const args = [...SERVER_NODE_FLAGS, serverMain, ...(opts.restarted ? [RESTARTED_FLAG] : [])];
  const child = spawn(process.execPath, args, { env: opts.env, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<ProcessExit>((resolve) => {
    // 'close': the exit, and the last of stderr read.
    child.once('close', (code, signal) => resolve({ code, signal, stderr }));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return {
    pid: child.pid,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), opts.stopTimeoutMs);
      await exited;
      clearTimeout(killer);
    },
  };
}
