import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the dashboard is on a phone-sized screen (under Mantine's `xs`, 576 px): its dialogs and
 * item views then take the whole screen. Read as the dialog first renders, so it opens at its size.
 */
export function usePhoneScreen(): boolean {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false }) ?? false;
}
