import type { CatalogueSearch, Language, RefusalReason } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a private read gives its page: what the link opens, or why it opens nothing and with what status. */
export type PrivateReading = { found: unknown } | { refused: RefusalReason; status: number };

/**
 * How the pages' data is read, as the server's composition gives it to the web app's doors: the
 * doors serve pages and know no domain. A read that fails rejects (the page is then made without it).
 */
export interface PageReads {
  /** The data every visitor's page shares, by the name the routes' loaders ask for it. */
  shared(key: string, language: Language, search: CatalogueSearch): Promise<unknown>;
  /**
   * Whether a value `shared` gave is what it gives now, told at once without reading (false when
   * it can't be told so: `shared` then says). A kept page whose values all are is still current.
   */
  isCurrent(value: unknown): boolean;
  /** Whether a piece of data is one visitor's: read only for a private link's page, never kept. */
  isPrivate(key: string): boolean;
  /**
   * One request's private reads, by the route's params (made at its first private read). A
   * refusal is part of the page (why the link opens nothing); a failure of the server rejects.
   */
  forRequest(
    req: FastifyRequest,
    reply: FastifyReply,
  ): (key: string, params: Record<string, string>) => Promise<PrivateReading>;
}
