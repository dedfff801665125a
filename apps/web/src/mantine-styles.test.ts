import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const mantineStyles = path.resolve(src, '../node_modules/@mantine/core/styles');

/** Stylesheets a component needs besides its own (Mantine's list of CSS files per component). */
const NEEDS: Record<string, string[]> = {
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  NativeSelect: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input'],
  FileInput: ['Input'],
  InputBase: ['Input'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  'Table.ScrollContainer': ['ScrollArea'],
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** The Mantine stylesheets a file imports itself, by component name. */
const stylesImportedBy = (code: string) =>
  new Set([...code.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((m) => m[1] as string));

/** The staff screens' folders (as lingui.config.ts lists them for the staff catalogue): under the dashboard's frame. */
const STAFF_SCREEN = /^features[\\/]([^\\/]+[\\/]admin|dashboard-kit|dashboard|parts[\\/]inventory|overview)[\\/]/;

describe('Mantine’s stylesheets', () => {
  it('are loaded for every component a screen uses: by styles.ts, the staff styles, or the file that uses it', () => {
    const everywhere = stylesImportedBy(fs.readFileSync(path.join(src, 'styles.ts'), 'utf8'));
    // The dashboard's frame loads these for every staff screen (features/dashboard/staff-styles.ts).
    const staff = stylesImportedBy(fs.readFileSync(path.join(src, 'features/dashboard/staff-styles.ts'), 'utf8'));
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const code = fs.readFileSync(file, 'utf8');
      const imported = [...code.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)]
        .flatMap((m) => (m[1] ?? '').split(','))
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean);
      const used = [...imported, ...(code.includes('<Table.ScrollContainer') ? ['Table.ScrollContainer'] : [])];
      const own = stylesImportedBy(code);
      const needed = used.flatMap((name) => [name, ...(NEEDS[name] ?? [])]);
      for (const sheet of new Set(needed)) {
        if (!fs.existsSync(path.join(mantineStyles, `${sheet}.css`))) continue;
        const staffScreen = STAFF_SCREEN.test(path.relative(src, file));
        if (!everywhere.has(sheet) && !own.has(sheet) && !(staffScreen && staff.has(sheet))) {
          missing.push(`${path.relative(src, file)}: ${sheet}.css`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
