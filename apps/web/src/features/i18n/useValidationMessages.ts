import { useLingui } from '@lingui/react/macro';
import type { ValidationMessages } from '@shop/contract';
import { useMemo } from 'react';

/**
 * The contract's validation messages in the active language. Pass the result to a schema factory
 * of `@shop/contract` (e.g. `contactSchema(messages)`) so form errors appear translated.
 */
export function useValidationMessages(): ValidationMessages {
  const { t, i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages change with the locale.
  return useMemo(
    () => ({
      nameMin: t`Name must be at least 2 characters`,
      emailInvalid: t`Please enter a valid email address`,
      phoneInvalid: t`Please enter a valid phone number`,
      subjectMin: t`Subject must be at least 5 characters`,
      messageMin: t`Message must be at least 10 characters`,
      passwordRequired: t`Password is required`,
      passwordMin6: t`Password must be at least 6 characters`,
      passwordMin8: t`Password must be at least 8 characters`,
      firstNameRequired: t`First name is required`,
      lastNameRequired: t`Last name is required`,
      passwordsDontMatch: t`Passwords don't match`,
      partNameRequired: t`Name is required`,
      categoryRequired: t`Category is required`,
      priceRequired: t`Price is required`,
      priceInvalid: t`Price must be a valid positive number`,
      conditionInvalid: t`Condition must be new, used or refurbished`,
      salePriceRequired: t`Sale price is required`,
      salePriceInvalid: t`Sale price must be a valid positive number`,
      buyerRequired: t`Buyer information is required`,
      titleMin: t`Title must be at least 2 characters`,
      imageUrlRequired: t`Please provide an image URL or upload an image`,
      altTextMin: t`Alt text must be at least 5 characters`,
      tooLong: t`This is too long`,
      invalidCharacters: t`This contains characters that aren't allowed`,
      imageUrlInvalid: t`Please enter a full web address (https://…) or upload an image`,
      required: t`This is required`,
      invalidValue: t`This value isn't valid`,
      dateInvalid: t`Please enter a date as YYYY-MM-DD`,
      dateRangeInvalid: t`Please choose a range of at most 62 days, ending after it starts`,
      timeInvalid: t`Please choose one of the offered times`,
      vehicleYearInvalid: t`Please enter a valid vehicle year`,
      cancelReasonRequired: t`Please give a reason for cancelling`,
      replyRequired: t`Please write a reply`,
      closingBeforeOpening: t`Closing time must be after opening time`,
    }),
    [i18n.locale],
  );
}
