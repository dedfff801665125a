import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { messages as enEstimate } from '../locales/en/estimate.po';
import { messages as enForms } from '../locales/en/forms.po';
import { messages as enHome } from '../locales/en/home.po';
import { messages as enPublic } from '../locales/en/public.po';
import { messages as enSignIn } from '../locales/en/signin.po';
import { messages as enStaff } from '../locales/en/staff.po';
import { messages as esEstimate } from '../locales/es/estimate.po';
import { messages as esForms } from '../locales/es/forms.po';
import { messages as esHome } from '../locales/es/home.po';
import { messages as esPublic } from '../locales/es/public.po';
import { messages as esSignIn } from '../locales/es/signin.po';
import { messages as esStaff } from '../locales/es/staff.po';
import { theme } from '../theme.ts';
import { createQueryClient } from '../trpc.ts';

// Public and staff screens alike are tested here: every catalogue, as a signed-in browser has them.
i18n.load({
  en: { ...enPublic, ...enForms, ...enStaff, ...enEstimate, ...enHome, ...enSignIn },
  es: { ...esPublic, ...esForms, ...esStaff, ...esEstimate, ...esHome, ...esSignIn },
});

/** Renders inside the app's providers, in the given language (English by default). */
export function render(
  ui: ReactElement,
  { language = 'en', ...options }: RenderOptions & { language?: 'en' | 'es' } = {},
) {
  i18n.activate(language);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
  return { queryClient, ...rtlRender(ui, { wrapper, ...options }) };
}
