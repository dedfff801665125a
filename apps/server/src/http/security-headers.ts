import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The only third party the pages embed: the map of the shop (ShopMap in the web app). */
const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/**
 * What the pages may load. Scripts only from our own files: the data a page carries is a
 * `<script type="application/json">`, which the browser never runs. Styles may be inline because
 * Mantine writes its theme variables into a `<style>` element and React sets `style` attributes.
 * Images also from any https address: a manager may put an image from elsewhere in the carousel
 * (plain http would be mixed content on the https site, so it is not allowed).
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [MAP_EMBED_ORIGIN],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Browser features the site never uses, turned off for it and anything it embeds. Only names
 * Chromium knows: an unknown one is reported as a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year; only ever sent over HTTPS, as browsers ignore it on plain HTTP anyway. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The policy as a header, written once. Helmet would build it again on every request, which costs
 * more than all the other headers together; so helmet sends the rest and this hook sends it.
 */
const CONTENT_SECURITY_POLICY_HEADER = Object.entries(CONTENT_SECURITY_POLICY)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * The security headers of every answer (pages, API, files, errors and 404s). Registered before
 * anything that answers, as its hooks run first on every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Sent below, written once.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Added below, only when the request came over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY_HEADER);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // With TRUST_PROXY, Fastify takes the protocol from the load balancer's X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
