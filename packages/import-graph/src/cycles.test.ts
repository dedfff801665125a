import { describe, expect, test } from 'vitest';
import { checkImports, describeVerdict, findCycles, importKey } from './cycles.ts';
import type { Import, Way } from './read-imports.ts';
import { serverRoom, webRoom } from './rooms.ts';

const imp = (from: string, to: string, way: Way = 'import'): Import => ({ from, to, ways: [way] });

/** Pages import screens, screens import the kit: three floors, nothing back up. */
const layered = [
  imp('src/routes/parts.tsx', 'src/features/parts/PartsPage.tsx'),
  imp('src/features/parts/PartsPage.tsx', 'src/features/parts/PartCard.tsx'),
  imp('src/features/parts/PartCard.tsx', 'src/features/kit/Money.tsx'),
  imp('src/features/parts/PartsPage.tsx', 'src/features/kit/Pager.tsx'),
];
/** The kit reaching up into a domain, through files that make no circle of their own. */
const back = imp('src/features/kit/Confirm.tsx', 'src/features/parts/part-names.ts');

describe('findCycles', () => {
  test('finds nothing in floors that only import downwards', () => {
    expect(findCycles(layered, webRoom)).toEqual([]);
  });

  test('a type-only import back makes a circle of files, and is named as the one closing it', () => {
    const typeBack = imp('src/features/parts/PartCard.tsx', 'src/features/parts/PartsPage.tsx', 'import type');
    const [circle, ...rest] = findCycles([...layered, typeBack], webRoom);
    expect(rest).toEqual([]);
    expect(circle).toEqual({
      kind: 'files',
      members: ['src/features/parts/PartsPage.tsx', 'src/features/parts/PartCard.tsx'],
      closing: [typeBack],
    });
  });

  test('rooms cycle through different files; the fewer imports, those running back up, close it', () => {
    const cycles = findCycles([...layered, back], webRoom);
    expect(cycles).toEqual([{ kind: 'rooms', members: ['features/parts', 'features/kit'], closing: [back] }]);
  });
});

describe('checkImports', () => {
  test('passes an allowed import that closes a cycle, and reports one that is not allowed', () => {
    expect(checkImports([...layered, back], webRoom, [importKey(back)])).toEqual({ cycles: [], stale: [] });
    const report = describeVerdict(checkImports([...layered, back], webRoom, []));
    expect(report).toBe(
      [
        'Rooms importing one another in a cycle, top floor first: features/parts / features/kit',
        '  closed by the imports that run back up:',
        '    src/features/kit/Confirm.tsx -> src/features/parts/part-names.ts',
      ].join('\n'),
    );
  });

  test('an allowed import that is gone, or that no longer closes a cycle, must leave the list', () => {
    expect(checkImports(layered, webRoom, [importKey(back)]).stale).toEqual([importKey(back)]);
    const kitUnused = layered.filter((i) => !i.to.startsWith('src/features/kit/'));
    expect(checkImports([...kitUnused, back], webRoom, [importKey(back)]).stale).toEqual([importKey(back)]);
  });
});

test('rooms: first-level folders and files, each domain of the web a room, dev/ one room', () => {
  expect(webRoom('src/features/parts/inventory/PartForm.tsx')).toBe('features/parts');
  expect(webRoom('src/routes/index.tsx')).toBe('routes');
  expect(webRoom('src/trpc.ts')).toBe('trpc.ts');
  expect(serverRoom('src/parts/parts.router.ts')).toBe('parts');
  expect(serverRoom('src/app.ts')).toBe('app.ts');
  expect(serverRoom('dev/demo-content.ts')).toBe('dev');
});
