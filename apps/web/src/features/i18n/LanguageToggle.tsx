import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { Language } from '@shop/contract';
import { activateLanguage } from './i18n.ts';

/** Reads ES while English is active and EN otherwise, as the owner asked. */
export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const next: Language = i18n.locale === 'es' ? 'en' : 'es';
  return (
    <Button
      variant="default"
      size="compact-sm"
      onClick={() => void activateLanguage(next)}
      // The accessible name starts with the visible label, as WCAG 2.5.3 asks.
      aria-label={`${next.toUpperCase()}: ${next === 'es' ? t`Switch to Spanish` : t`Switch to English`}`}
      lang={next}
    >
      {next.toUpperCase()}
    </Button>
  );
}
