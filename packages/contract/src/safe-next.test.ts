import { describe, expect, it } from 'vitest';
import { NEXT_MAX_LENGTH, safeNext } from './safe-next.ts';

describe('safeNext: where to go after signing in', () => {
  it.each(['/dashboard', '/dashboard?tab=parts#top', '/es/parts', '/auth?next=%2Fdashboard'])('keeps %s', (path) => {
    expect(safeNext(path)).toBe(path);
  });

  it.each([
    ['another origin', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/a\\..\\\\evil.example'],
    ['a full address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab that URL parsers drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a NUL', '/dash\u0000board'],
    ['nothing', ''],
    ['a non-string', 42],
    ['an array', ['/dashboard']],
  ])('refuses %s', (_, value) => {
    expect(safeNext(value)).toBeUndefined();
  });

  it('refuses a value longer than the limit instead of cutting it', () => {
    const longest = `/${'a'.repeat(NEXT_MAX_LENGTH - 1)}`;
    expect(safeNext(longest)).toBe(longest);
    expect(safeNext(`/${'a'.repeat(NEXT_MAX_LENGTH)}`)).toBeUndefined();
  });
});
