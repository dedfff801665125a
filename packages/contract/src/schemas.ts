import { z } from 'zod';
import { LIMITS, PART_CONDITIONS } from './constants.ts';
import { isAllowedImageUrl } from './images.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { isPlainLine, isPlainText } from './plain-text.ts';

// The web app's Content-Security-Policy forbids eval. Zod would test for it (`new Function`) to
// compile faster parsers, and the browser reports even that caught test as a violation. Every
// schema the browser uses is made here, after this line; the server loses little by it.
z.config({ jitless: true });

// Each schema is built from a message dictionary: the server uses English, the web app the
// visitor's language. Lengths follow the database columns of the specification. Every message a
// schema can give comes from the dictionary, zod's own wording (types, regexes) never reaches people.

/** zod's built-in complaints (missing key, wrong type) in the dictionary's words. */
const wrongOrMissing = (m: ValidationMessages) => (issue: { input?: unknown }) =>
  issue.input === undefined ? m.required : m.invalidValue;

/** A string, trimmed, whose characters pass `allowed` (checked first: then it is the only complaint). */
const cleanString = (m: ValidationMessages, allowed: (v: string) => boolean, required?: string) =>
  z
    .string({ error: required ?? wrongOrMissing(m) })
    .trim()
    .refine(allowed, { error: m.invalidCharacters, abort: true });

/** One line: a name, a subject, a phone number. Line breaks and other control characters are refused. */
const line = (m: ValidationMessages, max: number, required?: string) =>
  cleanString(m, isPlainLine, required).max(max, m.tooLong);
/** Several lines: a message, a description, notes. Tabs and line breaks are kept. */
const text = (m: ValidationMessages, max: number) => cleanString(m, isPlainText).max(max, m.tooLong);

/** Empty becomes null, so a cleared field clears the column. */
const orNull = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Passwords may hold any printable character, but no control characters. Never trimmed. */
const password = (m: ValidationMessages, min: number, tooShort: string) =>
  z
    .string({ error: wrongOrMissing(m) })
    .refine(isPlainLine, { error: m.invalidCharacters, abort: true })
    .min(min, tooShort)
    .max(200, m.tooLong);

/** An image: the site's own upload or demo path, or a full http(s) address. */
const imageUrl = (m: ValidationMessages, required?: string) => {
  const trimmed = z
    .string({ error: required ?? wrongOrMissing(m) })
    .trim()
    .max(500, { error: m.tooLong, abort: true });
  const present = required ? trimmed.min(1, { error: required, abort: true }) : trimmed;
  return present.refine((v) => v === '' || isAllowedImageUrl(v), m.imageUrlInvalid);
};

/** A positive amount of money with at most two decimals that fits numeric(10,2), kept as a string. */
const moneyString = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    // An empty amount is only "required", not also "not a valid number".
    .min(1, { error: required, abort: true })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= LIMITS.moneyMax, invalid)
    // Always two decimals ("120.5" -> "120.50"), by string, never through a float.
    .transform((v) => {
      const [whole = '0', cents = ''] = v.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
    })
    .meta({ description: 'Dollars as text, above 0 with at most two decimals', examples: ['120.50'] });

export const contactSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      name: line(m, 100).min(2, m.nameMin),
      email: z.email(m.emailInvalid).max(100, m.tooLong),
      phone: line(m, 20).min(10, m.phoneInvalid),
      subject: line(m, 200).min(5, m.subjectMin),
      message: text(m, 5000).min(10, m.messageMin),
      /** Honeypot: people never see it, so only bots fill it in. */
      website: text(m, 500).optional().default(''),
    },
    { error: m.invalidValue },
  );
export type ContactInput = z.input<ReturnType<typeof contactSchema>>;

export const loginSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      email: z.email(m.emailInvalid).max(255, m.tooLong),
      password: password(m, 1, m.passwordRequired),
    },
    { error: m.invalidValue },
  );
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;

export const loginPortalSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      email: z.email(m.emailInvalid).max(255, m.tooLong),
      password: password(m, LIMITS.loginPortalPasswordMin, m.passwordMin6),
    },
    { error: m.invalidValue },
  );

export const registerSchema = (m: ValidationMessages = englishMessages) =>
  z
    .object(
      {
        email: z.email(m.emailInvalid).max(255, m.tooLong),
        password: password(m, LIMITS.registrationPasswordMin, m.passwordMin8),
        confirmPassword: z.string({ error: wrongOrMissing(m) }).max(200, m.tooLong),
        firstName: line(m, 100).min(1, m.firstNameRequired),
        lastName: line(m, 100).min(1, m.lastNameRequired),
      },
      { error: m.invalidValue },
    )
    .refine((v) => v.password === v.confirmPassword, {
      message: m.passwordsDontMatch,
      path: ['confirmPassword'],
    });
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;

export const partSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      name: line(m, 150, m.partNameRequired).min(1, m.partNameRequired),
      description: orNull(text(m, 5000)),
      category: line(m, 100, m.categoryRequired).min(1, m.categoryRequired),
      price: moneyString(m.priceRequired, m.priceInvalid),
      partNumber: orNull(line(m, 100)),
      brand: orNull(line(m, 100)),
      condition: z.enum(PART_CONDITIONS, { error: m.conditionInvalid }).default('used'),
      imageUrl: orNull(imageUrl(m)),
    },
    { error: m.invalidValue },
  );
export type PartInput = z.input<ReturnType<typeof partSchema>>;

export const saleSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      salePrice: moneyString(m.salePriceRequired, m.salePriceInvalid),
      soldTo: line(m, 200, m.buyerRequired).min(1, m.buyerRequired),
      soldNotes: orNull(text(m, 5000)),
    },
    { error: m.invalidValue },
  );
export type SaleInput = z.input<ReturnType<typeof saleSchema>>;

export const carouselImageSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      title: line(m, 100).min(2, m.titleMin),
      description: orNull(text(m, 2000)),
      imageUrl: imageUrl(m, m.imageUrlRequired),
      altText: line(m, 200).min(5, m.altTextMin),
      isActive: z.boolean({ error: m.invalidValue }).default(true),
      order: z
        .number({ error: m.invalidValue })
        .int(m.invalidValue)
        .min(0, m.invalidValue)
        .max(1_000_000, m.invalidValue)
        .optional(),
    },
    { error: m.invalidValue },
  );
export type CarouselImageInput = z.input<ReturnType<typeof carouselImageSchema>>;

/** An upload the manager just made, to be confirmed before it is used. */
/** A signed upload link as the server hands it out (the spec's flow registers the upload by it). */
const UPLOAD_LINK = /^\/api\/uploads\/[A-Za-z0-9_-]{20,100}$/;

/** What a client registers after its PUT: the upload link it used, or the image address it got back. */
export const uploadedImageSchema = (m: ValidationMessages = englishMessages) =>
  z.object(
    {
      imageURL: z
        .string({ error: m.imageUrlRequired })
        .trim()
        .min(1, { error: m.imageUrlRequired, abort: true })
        .max(500, { error: m.tooLong, abort: true })
        .refine((v) => UPLOAD_LINK.test(v) || isAllowedImageUrl(v), m.imageUrlInvalid),
    },
    { error: m.invalidValue },
  );

/** A row id from a path or an input: a positive whole number, else "This value isn't valid". */
export const idSchema = z.coerce
  .number({ error: englishMessages.invalidValue })
  .int(englishMessages.invalidValue)
  .positive(englishMessages.invalidValue);
