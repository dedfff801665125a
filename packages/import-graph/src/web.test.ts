import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { checkImports, describeVerdict } from './cycles.ts';
import { readImports } from './read-imports.ts';
import { webRoom } from './rooms.ts';

const CLOSING_CYCLES_TODAY = [
  'src/features/appointments/manage/CancelForm.tsx -> src/features/appointments/manage/ManageActions.tsx',
  'src/features/appointments/manage/MoveForm.tsx -> src/features/appointments/manage/ManageActions.tsx',
  'src/features/appointments/manage/RefusalAlert.tsx -> src/features/appointments/manage/ManageActions.tsx',
  'src/features/auth/LoginForm.tsx -> src/features/account/SecondFactorStep.tsx',
  'src/features/auth/LoginForm.tsx -> src/features/account/passkey-browser.ts',
  'src/features/carousel/admin/ImageForm.tsx -> src/features/carousel/admin/ImageDialog.tsx',
  'src/features/parts/inventory/PartForm.tsx -> src/features/parts/inventory/PartDialog.tsx',
  'src/features/services/admin/useSaveService.ts -> src/features/services/admin/ServiceForm.tsx',
  'src/trpc.ts -> src/features/auth/every-page/token.ts',
  'src/trpc.ts -> src/features/auth/session-ended.ts',
];

test('the web app imports in no circle, and no import runs back up between its rooms', async () => {
  const imports = await readImports(fileURLToPath(new URL('../../../apps/web', import.meta.url)));
  expect(imports.length).toBeGreaterThan(300);
  expect(describeVerdict(checkImports(imports, webRoom, CLOSING_CYCLES_TODAY))).toBe('');
});
