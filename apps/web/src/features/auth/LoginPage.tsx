import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { firstInteraction } from '../forms/first-interaction.ts';
import { languageWaitsFor } from '../i18n/i18n.ts';
import { AuthLayout } from './AuthLayout.tsx';

// As on /auth (AuthPage.tsx): the server renders the form, its code comes when the visitor starts on it.
let formTakenOver = () => {};
const PortalForm = import.meta.env.SSR
  ? (await import('./PortalForm.tsx')).PortalForm
  : lazy(async () => {
      languageWaitsFor(
        new Promise((resolve) => {
          formTakenOver = resolve;
        }),
      );
      await firstInteraction('sign-in');
      return { default: (await import('./PortalForm.tsx')).PortalForm };
    });

const PortalSlot = memo(function PortalSlot() {
  return (
    <Suspense fallback={<Skeleton height={200} radius="md" />}>
      <PortalForm onReady={() => formTakenOver()} />
    </Suspense>
  );
});

/** /login: the staff login portal, which signs in through the server login path. */
export function LoginPage() {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Staff Login Portal`}>
      <PortalSlot />
    </AuthLayout>
  );
}
