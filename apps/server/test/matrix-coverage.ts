import type { AnyRouter } from '@trpc/server';
import type { RestRoute } from '../src/http/rest.ts';
import type { ProcedureRow, RestRow } from './authorization-matrix.ts';

/** What the authorization matrix misses or still lists after its call is gone. */
export interface MatrixGaps {
  proceduresWithoutRow: string[];
  rowsWithoutProcedure: string[];
  routesWithoutRow: string[];
  rowsWithoutRoute: string[];
}

/** Every procedure of a router, nested ones included, by its dotted path (`parts.create`). */
export function procedurePaths(router: AnyRouter): string[] {
  return Object.keys(router._def.procedures);
}

/**
 * Compares the router's procedures and the registered REST routes with the matrix rows, so a new
 * call without a row (or a row for a removed call) fails the authorization test.
 */
export function matrixGaps(
  router: AnyRouter,
  routes: Pick<RestRoute, 'method' | 'url'>[],
  procedureRows: Record<string, ProcedureRow>,
  restRows: Pick<RestRow, 'method' | 'url'>[],
): MatrixGaps {
  const paths = procedurePaths(router);
  const registered = routes.map((r) => `${r.method} ${r.url}`);
  // A row may carry a query string, so the call it makes is valid; the path is what counts.
  const listed = restRows.map((r) => `${r.method} ${r.url.split('?')[0]}`);
  return {
    proceduresWithoutRow: paths.filter((p) => !Object.hasOwn(procedureRows, p)),
    rowsWithoutProcedure: Object.keys(procedureRows).filter((p) => !paths.includes(p)),
    routesWithoutRow: registered.filter((r) => !listed.includes(r)),
    rowsWithoutRoute: listed.filter((r) => !registered.includes(r)),
  };
}
