import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pageManifest } from '../page-chunks.ts';
import { givenPublicData } from './public-data.ts';
import { createAppRouter } from './router.tsx';
import { branch, missingPage, rendersOnServer, sitePages } from './site-pages.ts';

const router = createAppRouter({ history: createMemoryHistory(), publicData: givenPublicData({}), origin: '' });

describe('the pages the server learns from the route tree', () => {
  it('lists every page with what the server needs to answer, list and fill it', () => {
    const pages = Object.fromEntries(sitePages(router).map(({ path, ...page }) => [path, page]));
    const dashboard = [
      '/dashboard',
      '/dashboard/account',
      '/dashboard/appointments',
      '/dashboard/appointments/$id',
      '/dashboard/carousel',
      '/dashboard/manage',
      '/dashboard/manage/activity',
      '/dashboard/manage/backups',
      '/dashboard/manage/content',
      '/dashboard/manage/reviews',
      '/dashboard/manage/services',
      '/dashboard/manage/settings',
      '/dashboard/manage/users',
      '/dashboard/messages',
      '/dashboard/messages/$id',
      '/dashboard/parts',
      '/dashboard/repairs',
      '/dashboard/repairs/$id',
      '/dashboard/repairs/list',
      '/dashboard/repairs/new',
    ];
    expect(Object.keys(pages)).toEqual([
      '/',
      '/appointments',
      '/appointments/manage/$token',
      '/auth',
      '/contact',
      ...dashboard,
      '/login',
      '/parts',
      '/repairs/$token',
      '/reviews/$token',
      '/services',
      '/testimonials',
    ]);
    // Search engines get the public pages; the staff screens and the services anchor are not pages of their own.
    expect(Object.keys(pages).filter((path) => pages[path]?.listed)).toEqual([
      '/',
      '/appointments',
      '/contact',
      '/parts',
      '/testimonials',
    ]);
    expect(Object.keys(pages).filter((path) => pages[path]?.staff)).toEqual(['/auth', ...dashboard, '/login']);
    // A customer's private pages (manage, estimate and review links) are made per request, never listed.
    expect(Object.keys(pages).filter((path) => pages[path]?.privateLink)).toEqual([
      '/appointments/manage/$token',
      '/repairs/$token',
      '/reviews/$token',
    ]);
    // The server renders the public pages, the sign-in screens and the dashboard's frame (at every
    // address of the dashboard); not the redirect.
    const routesOf = (path: string) => branch(router.routesByPath[path as keyof typeof router.routesByPath]);
    expect(Object.keys(pages).filter((path) => rendersOnServer(routesOf(path)))).toEqual([
      '/',
      '/appointments',
      '/appointments/manage/$token',
      '/auth',
      '/contact',
      ...dashboard,
      '/login',
      '/parts',
      '/repairs/$token',
      '/reviews/$token',
      '/testimonials',
    ]);
    expect(missingPage(router)).toBe('/404');
  });

  it('gives each route of the tree its own code in the build’s page manifest', () => {
    const split = '?tsr-split=component---errorComponent---notFoundComponent---pendingComponent';
    const manifest = pageManifest(
      {
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_loader.js'],
          dynamicImports: ['src/boot.tsx'],
        },
        '_loader.js': { file: 'assets/loader.js' },
        'src/boot.tsx': { file: 'assets/boot.js', imports: ['_loader.js'], css: ['assets/site.css'] },
        [`src/routes/_site/parts.tsx${split}`]: {
          file: 'assets/parts.js',
          imports: ['_card.js'],
          css: ['assets/parts.css'],
        },
        [`src/routes/_site/index.tsx${split}`]: { file: 'assets/home.js' },
        '_card.js': { file: 'assets/card.js' },
        'src/locales/es/public.po': { file: 'assets/public-es.js' },
        'src/locales/es/staff.po': { file: 'assets/staff-es.js' },
      },
      // The router generator's ids of the route files (page-chunks.ts asks the router plugin for them).
      (file) => ({ 'src/routes/_site/parts.tsx': '/_site/parts', 'src/routes/_site/index.tsx': '/_site/' })[file],
    );
    const ids = new Set(Object.keys(router.routesById));
    for (const id of Object.keys(manifest.routes)) expect(ids).toContain(id);
    // Each script after the ones it imports: the order the entry runs them in.
    expect(manifest.routes['/_site/parts']).toEqual({
      scripts: ['/assets/card.js', '/assets/parts.js'],
      styles: ['/assets/parts.css'],
    });
    expect(manifest.routes['/_site/']?.scripts).toEqual(['/assets/home.js']);
    // The entry's own imports are never listed again.
    expect(manifest.app).toEqual({ scripts: ['/assets/boot.js'], styles: ['/assets/site.css'] });
    // The entry, and what it imports to run before the first paint.
    expect(manifest.entry).toEqual({ script: '/assets/index.js', scripts: ['/assets/loader.js'], styles: [] });
    // A page preloads its language's public catalogue; the staff one waits for a staff screen.
    expect(manifest.catalogues.es?.scripts).toEqual(['/assets/public-es.js']);
  });
});
