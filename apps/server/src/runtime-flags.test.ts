import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './config.ts';
import { SERVER_NODE_FLAGS } from './runtime-flags.ts';

describe('the heap bounds the server runs with', () => {
  it('are the same for the Docker image as for `pnpm start` (whose supervisor gives them to the server)', () => {
    // The supervisor's test (test/supervisor.test.ts) sees them on the server process it starts.
    const start = JSON.parse(fs.readFileSync(path.join(projectRoot, 'apps/server/package.json'), 'utf8')).scripts.start;
    expect(start).toBe('node src/supervisor.ts');
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(projectRoot, 'docker/Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/server/src/main.ts']);
  });

  it('make the server shed load at 90% of its heap, and not on resident memory unless told', () => {
    const script = `import { pressureLimits } from './src/http/load-shedding.ts';
      import { loadConfig } from './src/config.ts';
      const l = pressureLimits(loadConfig({}));
      console.log(JSON.stringify([l.heapUsedBytes, l.rssBytes].map((b) => b / 1048576)));`;
    const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--input-type=module', '-e', script], {
      cwd: path.join(projectRoot, 'apps/server'),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([216, 0]);
  });
});
