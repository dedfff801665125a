import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { checkImports, describeVerdict } from './cycles.ts';
import { readImports } from './read-imports.ts';
import { serverRoom } from './rooms.ts';

test('the server imports in no circle, and no import runs back up between its rooms', async () => {
  // dev/ counts: the product loads it when asked, so a circle can run through it.
  const imports = await readImports(fileURLToPath(new URL('../../../apps/server', import.meta.url)), ['src', 'dev']);
  expect(imports.length).toBeGreaterThan(300);
  expect(describeVerdict(checkImports(imports, serverRoom, []))).toBe('');
});
