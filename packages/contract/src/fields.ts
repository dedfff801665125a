import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { isAllowedImageUrl } from './images.ts';
import type { ValidationMessages } from './messages.ts';
import { isPlainLine, isPlainText } from './plain-text.ts';

// The web app's Content-Security-Policy forbids eval. Zod would test for it (`new Function`) to
// compile faster parsers, and the browser reports even that caught test as a violation. Every
// schema is built from the fields here, after this line; the server loses little by it.
z.config({ jitless: true });

// The building blocks of the contract's schemas. Every message comes from the dictionary passed in.

/** zod's built-in complaints (missing key, wrong type) in the dictionary's words. */
export const wrongOrMissing = (m: ValidationMessages) => (issue: { input?: unknown }) =>
  issue.input === undefined ? m.required : m.invalidValue;

/**
 * An input object: the fields it takes and no others. A field it doesn't know is refused ("This
 * field isn't accepted"), so a misspelt or unsupported field is never silently dropped; the server
 * names each one in its issue's path. A value that isn't an object at all is "This value isn't valid".
 */
export const inputObject = <T extends z.ZodRawShape>(m: ValidationMessages, shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? m.unknownField : m.invalidValue),
  });

/** A string, trimmed, whose characters pass `allowed` (checked first: then it is the only complaint). */
export const cleanString = (m: ValidationMessages, allowed: (v: string) => boolean, required?: string) =>
  z
    .string({ error: required ?? wrongOrMissing(m) })
    .trim()
    .refine(allowed, { error: m.invalidCharacters, abort: true });

/** One line: a name, a subject, a phone number. Line breaks and other control characters are refused. */
export const line = (m: ValidationMessages, max: number, required?: string) =>
  cleanString(m, isPlainLine, required).max(max, m.tooLong);
/** Several lines: a message, a description, notes. Tabs and line breaks are kept. */
export const text = (m: ValidationMessages, max: number) => cleanString(m, isPlainText).max(max, m.tooLong);

/** Empty becomes null, so a cleared field clears the column. */
export const orNull = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .optional()
    .nullable()
    .transform((v): string | null => (v ? v : null))
    // What it becomes, so the API document can say so.
    .pipe(z.string().nullable());

/** A phone number with at least 10 digits, written any way people write them: "(702) 555-0142". */
export const phone = (m: ValidationMessages) =>
  line(m, 20).refine((v) => (v.match(/\d/g)?.length ?? 0) >= 10, m.phoneInvalid);

/** Passwords may hold any printable character, but no control characters. Never trimmed. */
export const password = (m: ValidationMessages, min: number, tooShort: string) =>
  z
    .string({ error: wrongOrMissing(m) })
    .refine(isPlainLine, { error: m.invalidCharacters, abort: true })
    .min(min, tooShort)
    .max(200, m.tooLong);

/** An image: the site's own upload or demo path, or a full http(s) address. */
export const imageUrl = (m: ValidationMessages, required?: string) => {
  const trimmed = z
    .string({ error: required ?? wrongOrMissing(m) })
    .trim()
    .max(500, { error: m.tooLong, abort: true });
  const present = required ? trimmed.min(1, { error: required, abort: true }) : trimmed;
  return present.refine((v) => v === '' || isAllowedImageUrl(v), m.imageUrlInvalid);
};

/**
 * What people type as an amount: "$1,200", "1200", "1200.5". A leading dollar sign, spaces and
 * thousands commas go; anything else is left for the check to refuse.
 */
export function typedAmount(value: string): string {
  const plain = value.replace(/^\$\s*/, '').trim();
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(plain) ? plain.replaceAll(',', '') : plain;
}

/** A positive amount of money with at most two decimals that fits numeric(10,2), kept as a string. */
export const moneyString = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    // An empty amount is only "required", not also "not a valid number".
    .min(1, { error: required, abort: true })
    .transform(typedAmount)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= LIMITS.moneyMax, invalid)
    // Always two decimals ("120.5" -> "120.50"), by string, never through a float.
    .transform((v) => {
      const [whole = '0', cents = ''] = v.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
    })
    .meta({
      description: 'Dollars as text, above 0 with at most two decimals; "$1,200" and "1200.5" are read too',
      examples: ['120.50'],
    });
