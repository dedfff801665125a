import { openApiPath } from '../src/http/openapi.ts';

/** What the OpenAPI document misses, or still lists after its path is gone. */
export interface DocumentGaps {
  undocumented: string[];
  documentedButGone: string[];
}

/** The REST paths: the API and the stored images; not the pages, tRPC, robots.txt or the sitemap. */
export const isRestPath = (url: string) => url.startsWith('/api/') || url.startsWith('/uploads/');

/** Holds the routes the server registered against the operations of the document, by method and path. */
export function documentGaps(
  routes: { method: string; url: string }[],
  paths: Record<string, Record<string, unknown>>,
): DocumentGaps {
  const registered = routes.filter((r) => isRestPath(r.url)).map((r) => `${r.method} ${openApiPath(r.url)}`);
  const documented = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  return {
    undocumented: registered.filter((r) => !documented.includes(r)),
    documentedButGone: documented.filter((d) => !registered.includes(d)),
  };
}
