import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeIdsOfFiles } from './src/routing/router-internals.ts';

/** What a page fetches beyond the entry: module scripts (to preload) and stylesheets. */
export interface PageChunks {
  /** Each after the scripts it imports: the order the entry runs them in (main.tsx). */
  scripts: string[];
  styles: string[];
}

/**
 * The build's page manifest (`dist/.vite/pages.json`), read by the server render
 * (src/page-document.tsx): the entry's own script, what it imports and its styles; what every
 * page needs after the entry (`app`); each language's public and staff catalogues; and each
 * route's own code, keyed by the router's route id.
 */
export interface PageManifest {
  entry: PageChunks & { script: string };
  app: PageChunks;
  catalogues: Record<string, PageChunks>;
  /** Each language's staff catalogue, for the staff screens the browser renders. */
  staffCatalogues: Record<string, PageChunks>;
  routes: Record<string, PageChunks>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The route id of each route file (`src/routes/_site/parts.tsx`: `/_site/parts`), by the router's own generator. */
export type RouteIds = (file: string) => string | undefined;

/** The page manifest, from Vite's build manifest and the router plugin's split chunks (`?tsr-split=`). */
export function pageManifest(manifest: Record<string, ManifestChunk>, routeIdOf: RouteIds): PageManifest {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  /** Adds `key` and the chunks it imports to `order`, each after the chunks it imports. */
  const walk = (key: string, seen: Set<string>, order: string[] = []) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return order;
    seen.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, seen, order);
    order.push(key);
    return order;
  };
  const inEntry = new Set<string>();
  if (entryKey) walk(entryKey, inEntry);
  const chunksOf = (roots: string[], skip = inEntry): PageChunks => {
    const order: string[] = [];
    const seen = new Set<string>();
    for (const root of roots) walk(root, seen, order);
    const scripts: string[] = [];
    const styles = new Set<string>();
    for (const key of order) {
      const chunk = manifest[key];
      if (!chunk || skip.has(key)) continue;
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      scripts.push(`/${chunk.file}`);
    }
    return { scripts, styles: [...styles] };
  };

  const splitsByRoute = new Map<string, string[]>();
  const catalogues: Record<string, PageChunks> = {};
  const staffCatalogues: Record<string, PageChunks> = {};
  for (const key of Object.keys(manifest)) {
    const [, language, kind] = /locales\/([^/]+)\/(public|staff)\.po$/.exec(key) ?? [];
    if (language) (kind === 'staff' ? staffCatalogues : catalogues)[language] = chunksOf([key]);
    const [file, split] = key.split('?tsr-split=');
    const id = split && file ? routeIdOf(file) : undefined;
    if (id) splitsByRoute.set(id, [...(splitsByRoute.get(id) ?? []), key]);
  }
  const routes = Object.fromEntries([...splitsByRoute].map(([id, keys]) => [id, chunksOf(keys)]));
  const app = chunksOf(entry?.dynamicImports ?? []);
  // The entry's imports (what it runs before the first paint), fetched beside it.
  const entryChunks = chunksOf(entryKey ? [entryKey] : [], new Set(entryKey ? [entryKey] : []));
  return {
    entry: { script: entry ? `/${entry.file}` : '', ...entryChunks },
    app,
    catalogues,
    staffCatalogues,
    routes,
  };
}

/**
 * Writes `.vite/pages.json` beside Vite's own manifest, after the browser build. Its `router`
 * plugin goes into the router plugin's options (`plugins`): it lends the route ids the router's
 * generator gave each route file, so no rule of its own maps files to routes.
 */
export function pageChunks(): { router: ReturnType<typeof routeIdsOfFiles>['plugin']; vite: Plugin } {
  const routeIds = routeIdsOfFiles();
  return {
    router: routeIds.plugin,
    vite: {
      name: 'shop:page-chunks',
      apply: 'build',
      writeBundle(options) {
        const dir = options.dir ?? 'dist';
        const manifestFile = path.join(dir, '.vite', 'manifest.json');
        if (!fs.existsSync(manifestFile)) return;
        const byFile = routeIds.byFile();
        const root = path.dirname(path.resolve(dir));
        const routeIdOf: RouteIds = (file) => byFile.get(path.resolve(root, file));
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
        fs.writeFileSync(path.join(dir, '.vite', 'pages.json'), JSON.stringify(pageManifest(manifest, routeIdOf)));
      },
    },
  };
}
