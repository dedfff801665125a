import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What a page fetches beyond the entry: module scripts (to preload) and stylesheets. */
export interface PageChunks {
  /** Each after the scripts it imports: the order the entry runs them in (main.tsx). */
  scripts: string[];
  styles: string[];
}

/**
 * The build's page manifest (`dist/.vite/pages.json`), for the server's preloads: what every page
 * needs after the entry (`app`), each language's public catalogue (never the staff one), and each
 * route's own code keyed by the router's route id. The server joins them along a page's routes (the server render module lists
 * them) and never needs to know a chunk or route file name.
 */
export interface PageManifest {
  app: PageChunks;
  catalogues: Record<string, PageChunks>;
  routes: Record<string, PageChunks>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const ROUTES_DIR = 'src/routes/';

/**
 * The router's id for a route file, by the file-based routing rules this app uses (folders, no
 * dotted names): `src/routes/_site/parts.tsx` is `/_site/parts`, an `index` file ends in `/`, and
 * `__root` is the root route.
 */
function routeIdOf(file: string): string {
  const name = file.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, '');
  if (name === '__root') return '__root__';
  return `/${name}`.replace(/\/index$/, '/');
}

/** The page manifest, from Vite's build manifest and the router plugin's split chunks (`?tsr-split=`). */
export function pageManifest(manifest: Record<string, ManifestChunk>): PageManifest {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
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
  const chunksOf = (roots: string[]): PageChunks => {
    const order: string[] = [];
    const seen = new Set<string>();
    for (const root of roots) walk(root, seen, order);
    const scripts: string[] = [];
    const styles = new Set<string>();
    for (const key of order) {
      const chunk = manifest[key];
      if (!chunk || inEntry.has(key)) continue;
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      scripts.push(`/${chunk.file}`);
    }
    return { scripts, styles: [...styles] };
  };

  const splitsByRoute = new Map<string, string[]>();
  const catalogues: Record<string, PageChunks> = {};
  for (const key of Object.keys(manifest)) {
    const catalogue = /locales\/([^/]+)\/public\.po$/.exec(key)?.[1];
    if (catalogue) catalogues[catalogue] = chunksOf([key]);
    const [file, split] = key.split('?tsr-split=');
    if (!split || !file?.startsWith(ROUTES_DIR)) continue;
    const id = routeIdOf(file);
    splitsByRoute.set(id, [...(splitsByRoute.get(id) ?? []), key]);
  }
  const routes = Object.fromEntries([...splitsByRoute].map(([id, keys]) => [id, chunksOf(keys)]));
  const app = chunksOf(entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : []);
  return { app, catalogues, routes };
}

/** Writes `.vite/pages.json` beside Vite's own manifest, after the browser build. */
export function pageChunks(): Plugin {
  return {
    name: 'shop:page-chunks',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const manifestFile = path.join(dir, '.vite', 'manifest.json');
      if (!fs.existsSync(manifestFile)) return;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      fs.writeFileSync(path.join(dir, '.vite', 'pages.json'), JSON.stringify(pageManifest(manifest)));
    },
  };
}
