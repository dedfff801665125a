import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

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

/**
 * The headers as helmet (the well-kept library for them) writes them with our choices, worked out
 * once at startup. Helmet's own Fastify plugin runs its whole middleware chain on every request
 * (a dozen validated `setHeader` calls), which halved the requests per second a public read
 * serves; the headers never change between requests, so each answer gets this one object instead.
 * Only HSTS depends on the request, and only on whether it came over HTTPS.
 */
function helmetHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // A year; browsers ignore it on plain HTTP anyway, so it goes only with HTTPS answers.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * The security headers of every answer (pages, API, files, errors and 404s). Run from the app's one
 * onRequest hook (app.ts), which is registered before anything that answers.
 */
export function securityHeaders() {
  const overHttp = helmetHeaders(false);
  const overHttps = helmetHeaders(true);
  return (request: FastifyRequest, reply: FastifyReply): void => {
    // With TRUST_PROXY, Fastify takes the protocol from the load balancer's X-Forwarded-Proto.
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
  };
}
