import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { checkImports, describeVerdict } from './cycles.ts';
import { readImports } from './read-imports.ts';
import { webRoom } from './rooms.ts';

test('the web app imports in no circle, and no import runs back up between its rooms', async () => {
  const imports = await readImports(fileURLToPath(new URL('../../../apps/web', import.meta.url)));
  expect(imports.length).toBeGreaterThan(300);
  expect(describeVerdict(checkImports(imports, webRoom, []))).toBe('');
});
