/**
 * The tags every page's head starts with, the same on the whole site, whoever writes the
 * document: the server's render (page-document.tsx) and, in development, Vite's index.html
 * (vite.config.ts adds these to it). The page's own head (title, description, links, JSON-LD)
 * comes after, from its routes.
 */
export const FIXED_HEAD_TAGS = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#9a3412' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
] as const satisfies readonly { tag: 'meta' | 'link'; attrs: Record<string, string> }[];
