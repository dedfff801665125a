import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { readToken } from '../../auth-token.ts';
import { firstInteraction } from '../forms/first-interaction.ts';
import { languageWaitsFor } from '../i18n/i18n.ts';
import { AuthLayout } from './AuthLayout.tsx';

// The forms' code (the tRPC client, the form library and its rules: most of the page's script) is
// not part of the page's first download: the server renders the forms, so they are on screen at
// once, and their code comes when the visitor starts on them (a click on Sign in before then is
// held and sent once it is in). A visitor arriving with a token gets it at once, to be sent on.
let formsTakenOver = () => {};
const SignInForms = import.meta.env.SSR
  ? (await import('./SignInForms.tsx')).SignInForms
  : lazy(async () => {
      // Until the forms' code has taken the server's forms over, a language switch waits.
      languageWaitsFor(
        new Promise((resolve) => {
          formsTakenOver = resolve;
        }),
      );
      if (readToken() === null) await firstInteraction('sign-in');
      return { default: (await import('./SignInForms.tsx')).SignInForms };
    });

/** The forms in their own boundary, which the page's later renders leave alone until their code is in. */
const SignInSlot = memo(function SignInSlot() {
  return (
    <Suspense fallback={<Skeleton height={280} radius="md" />}>
      <SignInForms onReady={() => formsTakenOver()} />
    </Suspense>
  );
});

/** /auth: staff sign-in, on its own without the site's header and footer. */
export function AuthPage() {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Staff Login`}>
      <SignInSlot />
    </AuthLayout>
  );
}
