import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The site's absolute origin for sitemap.xml, robots.txt and the pages' structured data. Never
 * the request's Host header: a forged Host would otherwise be written into answers that caches and
 * search engines keep. PUBLIC_ORIGIN when set (required in production), else the address this
 * server listens on, which is right for development on one machine.
 */
export function publicOrigin(app: FastifyInstance, configured: string | undefined): () => string {
  if (configured) return () => configured;
  return () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return 'http://127.0.0.1';
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
}
