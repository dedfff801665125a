import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { addressIn, type Language } from '@shop/contract';
import { useRouter } from '@tanstack/react-router';
import { activateLanguage, rememberLanguage } from './i18n.ts';
import { isStaffScreen } from './staff-screens.ts';

/**
 * Reads ES while English is active and EN otherwise, as the owner asked. On a public page it goes
 * to the page's twin in the other language (`/contact` ⇄ `/es/contact`); a staff screen switches
 * in place. Either way the choice is remembered.
 */
export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const next: Language = i18n.locale === 'es' ? 'en' : 'es';
  const toggle = async () => {
    rememberLanguage(next);
    await activateLanguage(next);
    const { pathname, searchStr, hash } = router.state.location;
    if (!isStaffScreen(router, pathname)) {
      router.history.push(`${addressIn(next, pathname)}${searchStr}${hash ? `#${hash}` : ''}`);
    }
  };
  return (
    <Button
      variant="default"
      size="compact-sm"
      onClick={() => void toggle()}
      // The accessible name starts with the visible label, as WCAG 2.5.3 asks.
      aria-label={`${next.toUpperCase()}: ${next === 'es' ? t`Switch to Spanish` : t`Switch to English`}`}
      lang={next}
    >
      {next.toUpperCase()}
    </Button>
  );
}
