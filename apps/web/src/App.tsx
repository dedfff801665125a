import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { i18n } from './features/i18n/i18n.ts';
import { Toaster } from './features/toast/Toaster.tsx';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toaster />
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>
  );
}
