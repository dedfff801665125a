import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './config.ts';
import { SERVER_NODE_FLAGS } from './runtime-flags.ts';

describe('the heap bounds the server runs with', () => {
  it('are the same for `pnpm start` and the Docker image', () => {
    const start = JSON.parse(fs.readFileSync(path.join(projectRoot, 'apps/server/package.json'), 'utf8')).scripts.start;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} src/main.ts`);
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(projectRoot, 'docker/Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/server/src/main.ts']);
  });
});
