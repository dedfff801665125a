import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const features = path.resolve(import.meta.dirname, '..');
const kit = import.meta.dirname;

/** Folders of features/ the kit may use: site-wide pieces that belong to no domain and import none. */
const SHARED = ['dashboard-kit', 'toast', 'i18n'];

/** The files a source file imports by relative path (static, type-only, re-exported or `import()`ed). */
function importedFiles(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const statements = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const calls = /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g;
  return [...source.matchAll(statements), ...source.matchAll(calls)]
    .map((m) => m[1] ?? '')
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}

/** Every file the kit reaches through relative imports, with the kit file it was reached from. */
function reachedFromKit(): { file: string; from: string }[] {
  const start = fs
    .readdirSync(kit)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(kit, f));
  const seen = new Map(start.map((file) => [file, file]));
  const queue = [...start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const next of importedFiles(file)) {
      if (seen.has(next)) continue;
      seen.set(next, seen.get(file) ?? file);
      queue.push(next);
    }
  }
  return [...seen].map(([file, from]) => ({ file, from }));
}

describe('the staff screens’ kit (features/dashboard-kit)', () => {
  // Every domain's staff screens use the kit; a kit that imported a domain would loop back into it
  // (and drag that domain's code into every screen's chunk).
  it('is a leaf: nothing it imports, directly or not, is in a domain’s folder', () => {
    const reached = reachedFromKit();
    expect(reached.length).toBeGreaterThan(10);
    const intoDomains = reached
      .filter(({ file }) => file.startsWith(features + path.sep))
      .filter(({ file }) => !SHARED.includes(path.relative(features, file).split(path.sep)[0] ?? ''))
      .map(({ file, from }) => `${path.relative(features, from)} reaches ${path.relative(features, file)}`);
    expect(intoDomains).toEqual([]);
  });
});
