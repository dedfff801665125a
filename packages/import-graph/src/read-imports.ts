import { cruise } from 'dependency-cruiser';

/** One import between two of an app's own source files, their paths relative to the app (`src/...`). */
export interface Import {
  from: string;
  to: string;
  /** How `from` imports `to`, each way once: a re-export counts as an import. */
  ways: Way[];
}

export type Way = 'import' | 'import type' | 'import()';

/** Tests, browser tests and the router's generated tree are not part of the app's design. */
const LEFT_OUT = String.raw`\.(test|e2e)\.tsx?$|routeTree\.gen\.ts$`;

/** Every import between the source files in an app's folders, type-only and `import()` ones included. */
export async function readImports(appDir: string, folders: readonly string[] = ['src']): Promise<Import[]> {
  const ownFile = new RegExp(`^(${folders.join('|')})/`);
  const { output } = await cruise(
    [...folders],
    {
      baseDir: appDir,
      // swc reads the TypeScript as written, so `import type` and `import { type X }` stay in the
      // graph (dependency-cruiser's own TypeScript reader needs a compiler older than ours).
      parser: 'swc',
      includeOnly: ownFile.source,
      exclude: { path: LEFT_OUT },
    },
    { extensions: ['.ts', '.tsx'] },
  );
  if (typeof output === 'string') throw new Error(`dependency-cruiser answered text: ${output.slice(0, 200)}`);
  if (output.modules.length === 0) throw new Error(`No file read in ${appDir}: is @swc/core installed?`);
  const found = new Map<string, Import>();
  for (const module of output.modules) {
    for (const dependency of module.dependencies) {
      if (!ownFile.test(dependency.resolved)) continue;
      const way: Way = dependency.dynamic
        ? 'import()'
        : dependency.dependencyTypes.includes('type-only')
          ? 'import type'
          : 'import';
      const key = `${module.source} -> ${dependency.resolved}`;
      const ways = found.get(key)?.ways ?? [];
      found.set(key, { from: module.source, to: dependency.resolved, ways: [...new Set([...ways, way])].sort() });
    }
  }
  return [...found.values()];
}
