import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from './orm.ts';

/** Every module a file names: imports, re-exports, dynamic imports and requires (not SQL's `from "users"`). */
function importsOf(source: string): string[] {
  const statements = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const calls = /\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]/g;
  return [...source.matchAll(statements), ...source.matchAll(calls)].map((m) => m[1] ?? '');
}

const migrationFiles = fs.readdirSync(migrationsDir).filter((f) => /^Migration\d+\.ts$/.test(f));

describe('the committed migrations', () => {
  it('are found', () => {
    expect(migrationFiles.length).toBeGreaterThan(0);
  });

  // A migration that read the shop's live constants (services, categories) would insert something
  // else on a new database the day those change, while old databases keep what it inserted then.
  it.each(migrationFiles)('%s does what it did when written: it imports only MikroORM and Node', (file) => {
    const source = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const foreign = importsOf(source).filter((name) => !/^(@mikro-orm\/[\w-]+|node:[\w/]+)$/.test(name));
    expect(foreign).toEqual([]);
  });

  it('are listed by the migrations index alone, which imports nothing else', () => {
    const source = fs.readFileSync(path.join(migrationsDir, 'index.ts'), 'utf8');
    const foreign = importsOf(source).filter((name) => !/^(@mikro-orm\/[\w-]+|\.\/Migration\d+\.ts)$/.test(name));
    expect(foreign).toEqual([]);
  });
});
