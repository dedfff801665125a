import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesNamedIn } from '../../test/module-imports.ts';
import { migrationsDir } from './orm.ts';

const importsOf = (source: string) => modulesNamedIn(source).map((m) => m.name);

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
