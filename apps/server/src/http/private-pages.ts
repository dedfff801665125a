import { addressIn, readAddress } from '@shop/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageReads } from './page-reads.ts';
import type { PageReadOf, PageRender } from './page-render.ts';

/**
 * The door of a customer's page behind a private link (`/appointments/manage/{token}`,
 * `/reviews/{token}`, `/es/...`): made for this request alone, in the address's language (the
 * emails link in the customer's), with its private reads. A refused read (a bad or expired token,
 * too many tries) still makes the page, which says why, with the refusal's status. Never kept by
 * the server or any cache, never indexed, and its address never leaves in a Referer header.
 */
export function registerPrivatePages(
  app: FastifyInstance,
  deps: { render: PageRender; reads: PageReads; origin: () => string; log: FastifyBaseLogger },
): void {
  const { render, reads } = deps;
  const privatePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const address = req.url.split('?')[0] ?? '';
    const { language } = readAddress(address);
    let readPrivately: ReturnType<PageReads['forRequest']> | undefined;
    let refusedWith: number | undefined;
    const read: PageReadOf<Record<string, unknown>> = async (key, { search = {}, params = {} } = {}) => {
      if (!reads.isPrivate(key)) return reads.shared(key, language, search) as never;
      readPrivately ??= reads.forRequest(req, reply);
      const reading = await readPrivately(key, params);
      if ('refused' in reading) {
        refusedWith = reading.status;
        return { refused: reading.refused } as never;
      }
      // Dates as the browser reads them (JSON), so both renders are the same.
      return { found: JSON.parse(JSON.stringify(reading.found)) } as never;
    };
    let made: { status: number; html: string };
    try {
      made = await render.renderPage({ url: address, origin: deps.origin(), language, read });
    } catch (error) {
      deps.log.warn({ err: error }, 'a private page failed to render on the server');
      throw error;
    }
    if (refusedWith === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply
      .status(refusedWith ?? made.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(made.html);
  };
  // Their addresses have params (`$token`): each gets its own route, in English and Spanish.
  for (const { path: pagePath } of render.pages.filter((page) => page.privateLink)) {
    const route = pagePath.replace(/\$(\w+)/g, ':$1');
    app.get(route, privatePage);
    app.get(addressIn('es', route), privatePage);
  }
}
