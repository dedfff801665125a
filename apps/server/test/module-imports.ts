/** A module a source file names, and whether it is loaded only when the code runs (`import()`). */
export interface NamedModule {
  name: string;
  dynamic: boolean;
  /** `import type ... from`: gone once types are stripped, so nothing is loaded. */
  typeOnly: boolean;
}

/**
 * Every module a TypeScript file names: imports, re-exports, dynamic imports and requires. Read
 * from the text (the compiler has no JavaScript API to ask), so SQL's `from "users"` is not one.
 */
export function modulesNamedIn(source: string): NamedModule[] {
  const statements = /^\s*(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const calls = /\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]/g;
  return [
    ...[...source.matchAll(statements)].map((m) => ({ name: m[2] ?? '', dynamic: false, typeOnly: !!m[1] })),
    ...[...source.matchAll(calls)].map((m) => ({ name: m[1] ?? '', dynamic: true, typeOnly: false })),
  ];
}
