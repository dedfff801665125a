import { errorBody, httpStatus, toTRPCError } from './errors.ts';
import type { PageReads } from './http/page-reads.ts';
import type { PageReaders } from './http/page-render.ts';
import { type Context, type ContextDeps, contextFactory } from './trpc/context.ts';

/**
 * The site's pages' data as the web app's doors read it: the domains' page readers (modules.ts),
 * with a private read made in the request's own context (rate limited there like its REST path),
 * its refusal turned into what the page shows.
 */
export function siteReads(deps: ContextDeps, readers: PageReaders): PageReads {
  return {
    async shared(key, language, search) {
      const read = Object.hasOwn(readers.shared, key) ? readers.shared[key] : undefined;
      if (!read) throw new Error(`no page reads ${key}`);
      return read(language, search);
    },
    isCurrent: (value) => deps.infra.reads.isCurrent(value),
    isPrivate: (key) => Object.hasOwn(readers.private, key),
    forRequest(req, reply) {
      let context: Promise<Context> | undefined;
      return async (key, params) => {
        const read = readers.private[key];
        if (!read) throw new Error(`no private page reads ${key}`);
        context ??= contextFactory(deps)({ req, res: reply });
        try {
          return { found: await read(await context, params) };
        } catch (error) {
          // A refusal (a dead link, too many tries) is what the page shows; a failure of the server is not.
          const refusal = toTRPCError(error);
          const status = httpStatus(refusal);
          if (status >= 500) throw error;
          return { refused: errorBody(refusal).reason, status };
        }
      };
    },
  };
}
