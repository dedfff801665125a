import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { i18n } from './features/i18n/i18n.ts';
import { Toaster } from './features/toast/Toaster.tsx';
import type { SiteRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The whole app around a router; the same tree in the browser and in the server's render. */
export function App({ router }: { router: SiteRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Toaster />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>
  );
}
