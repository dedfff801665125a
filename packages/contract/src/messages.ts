import { BOOKING, LIMITS } from './constants.ts';
import { estimateMessages } from './estimate-messages.ts';
import { staffMessages } from './staff-messages.ts';

/**
 * The limits messages name, as `{name}` in their text, written in from the limits themselves: here
 * for the server's English, and by the web app (Lingui's values) in every language.
 */
export const MESSAGE_FIGURES = {
  rangeMaxDays: BOOKING.rangeMaxDays,
  loginPortalPasswordMin: LIMITS.loginPortalPasswordMin,
  registrationPasswordMin: LIMITS.registrationPasswordMin,
} as const;

const withFigures = <T extends Record<string, string>>(texts: T): { [K in keyof T]: string } =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      text.replace(/\{(\w+)\}/g, (name, figure: string) =>
        figure in MESSAGE_FIGURES ? String(MESSAGE_FIGURES[figure as keyof typeof MESSAGE_FIGURES]) : name,
      ),
    ]),
  ) as { [K in keyof T]: string };

/**
 * Validation messages in English, as the owner wrote them (a limit they name as `{figure}`). Schemas take a dictionary of this
 * shape, so the web app can pass the same messages translated into the visitor's language.
 * These are the ones a visitor may see (the contact, booking and sign-in forms, and any input);
 * the staff screens' own are in staff-messages.ts.
 */
export const publicMessageTexts = {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  subjectMin: 'Subject must be at least 5 characters',
  messageMin: 'Message must be at least 10 characters',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least {loginPortalPasswordMin} characters',
  passwordMin8: 'Password must be at least {registrationPasswordMin} characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  tooLong: 'This is too long',
  // Not in the owner's list: the shop's own words for input no form of ours would send.
  invalidCharacters: "This contains characters that aren't allowed",
  required: 'This is required',
  invalidValue: "This value isn't valid",
  /** A field the path doesn't take: refused, not silently dropped (the path names it). */
  unknownField: "This field isn't accepted",
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  dateRangeInvalid: 'Please choose a range of at most {rangeMaxDays} days, ending after it starts',
  timeInvalid: 'Please choose one of the offered times',
  vehicleYearInvalid: 'Please enter a valid vehicle year',
  ratingRequired: 'Please choose from 1 to 5 stars',
  reviewTextRequired: 'Please tell us how your visit went',
} as const;

/** The texts as written, `{figures}` and all: what the web app translates. */
export const messageTexts = { ...publicMessageTexts, ...estimateMessages, ...staffMessages } as const;
/** The public messages with their figures in, as the server sends them. */
export const englishMessages = withFigures(messageTexts);

export type ValidationMessages = { [K in keyof typeof englishMessages]: string };
