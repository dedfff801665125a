// Mantine's stylesheets first: the site's own styles, later in the same stylesheet, build on them.
import './styles.ts';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { i18n } from './features/i18n/i18n.ts';
import { RouteHeadSync } from './features/seo/RouteHeadSync.tsx';
import { Toaster } from './features/toast/Toaster.tsx';
import type { SiteRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The whole app around a router; the same tree in the browser and in the server's render (which
 * passes each page its own `i18n`, as pages render concurrently).
 */
export function App({ router, i18n: pageI18n = i18n }: { router: SiteRouter; i18n?: I18n }) {
  // When the page answers to its controls (in Lighthouse's user timings; the browser tests wait for it).
  useEffect(() => {
    performance.mark('shop:interactive');
  }, []);
  return (
    <StrictMode>
      <I18nProvider i18n={pageI18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Toaster />
          <RouterProvider router={router} />
          <RouteHeadSync router={router} />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>
  );
}
