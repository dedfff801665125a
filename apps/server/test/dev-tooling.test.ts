import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modulesNamedIn } from './module-imports.ts';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const devFolder = path.join(server, 'dev');

const productFiles = (fs.readdirSync(path.join(server, 'src'), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.join(server, 'src', f));

describe('the development tooling (apps/server/dev)', () => {
  // A server on DATABASE_URL without SEED_DEMO must start without it: the embedded PostgreSQL's
  // binaries are a development dependency, absent from the production image.
  it('is loaded by the server’s source only when asked for (import() where it is needed), never at start', () => {
    const loadedAtStart = productFiles.flatMap((file) =>
      modulesNamedIn(fs.readFileSync(file, 'utf8'))
        .filter((m) => m.name.startsWith('.') && path.resolve(path.dirname(file), m.name).startsWith(devFolder))
        .filter((m) => !m.dynamic && !m.typeOnly)
        .map((m) => `${path.relative(server, file)} imports ${m.name}`),
    );
    expect(productFiles.length).toBeGreaterThan(50);
    expect(loadedAtStart).toEqual([]);
  });
});
