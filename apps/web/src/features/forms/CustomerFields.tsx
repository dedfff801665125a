import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps, VisuallyHidden } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The fields the public forms (contact, booking) share, written once so they ask for the same
 * thing the same way. Each takes what react-hook-form's `register` gives, plus its message.
 */

/** The customer's phone number: required, with the phone keypad and autofill. */
export function PhoneInput(props: TextInputProps & UseFormRegisterReturn) {
  const { t } = useLingui();
  return <TextInput label={t`Phone`} type="tel" autoComplete="tel" required {...props} />;
}

/** The customer's email, with the email keypad and autofill. */
export function EmailInput(props: TextInputProps & UseFormRegisterReturn) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" {...props} />;
}

/** Honeypot: people never see or reach it; bots that fill it in are ignored by the server. */
export function Honeypot(props: UseFormRegisterReturn<'website'>) {
  return (
    <VisuallyHidden aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </VisuallyHidden>
  );
}
