import { z } from 'zod';
import { LIMITS, PART_CONDITIONS } from './constants.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';

// The web app's Content-Security-Policy forbids eval. Zod would test for it (`new Function`) to
// compile faster parsers, and the browser reports even that caught test as a violation. Every
// schema the browser uses is made here, after this line; the server loses little by it.
z.config({ jitless: true });

// Each schema is built from a message dictionary: the server uses English, the web app the
// visitor's language. Lengths follow the database columns of the specification.

const text = (m: ValidationMessages, max: number) => z.string().trim().max(max, m.tooLong);
const optionalText = (m: ValidationMessages, max: number) =>
  text(m, max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

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
    });

export const contactSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    name: text(m, 100).min(2, m.nameMin),
    email: z.email(m.emailInvalid).max(100, m.tooLong),
    phone: text(m, 20).min(10, m.phoneInvalid),
    subject: text(m, 200).min(5, m.subjectMin),
    message: z.string().trim().min(10, m.messageMin).max(5000, m.tooLong),
    /** Honeypot: people never see it, so only bots fill it in. */
    website: z.string().max(500).optional().default(''),
  });
export type ContactInput = z.input<ReturnType<typeof contactSchema>>;

export const loginSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    email: z.email(m.emailInvalid).max(255, m.tooLong),
    password: z.string().min(1, m.passwordRequired).max(200, m.tooLong),
  });
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;

export const loginPortalSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    email: z.email(m.emailInvalid).max(255, m.tooLong),
    password: z.string().min(LIMITS.loginPortalPasswordMin, m.passwordMin6).max(200, m.tooLong),
  });

export const registerSchema = (m: ValidationMessages = englishMessages) =>
  z
    .object({
      email: z.email(m.emailInvalid).max(255, m.tooLong),
      password: z.string().min(LIMITS.registrationPasswordMin, m.passwordMin8).max(200, m.tooLong),
      confirmPassword: z.string(),
      firstName: text(m, 100).min(1, m.firstNameRequired),
      lastName: text(m, 100).min(1, m.lastNameRequired),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: m.passwordsDontMatch,
      path: ['confirmPassword'],
    });
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;

export const partSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    name: z.string({ error: m.partNameRequired }).trim().min(1, m.partNameRequired).max(150, m.tooLong),
    description: optionalText(m, 5000),
    category: z.string({ error: m.categoryRequired }).trim().min(1, m.categoryRequired).max(100, m.tooLong),
    price: moneyString(m.priceRequired, m.priceInvalid),
    partNumber: optionalText(m, 100),
    brand: optionalText(m, 100),
    condition: z.enum(PART_CONDITIONS, { error: m.conditionInvalid }).default('used'),
    imageUrl: optionalText(m, 500),
  });
export type PartInput = z.input<ReturnType<typeof partSchema>>;

export const saleSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    salePrice: moneyString(m.salePriceRequired, m.salePriceInvalid),
    soldTo: z.string({ error: m.buyerRequired }).trim().min(1, m.buyerRequired).max(200, m.tooLong),
    soldNotes: optionalText(m, 5000),
  });
export type SaleInput = z.input<ReturnType<typeof saleSchema>>;

export const carouselImageSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    title: z.string().trim().min(2, m.titleMin).max(100, m.tooLong),
    description: optionalText(m, 2000),
    imageUrl: z.string().trim().min(1, m.imageUrlRequired).max(500, m.tooLong),
    altText: z.string().trim().min(5, m.altTextMin).max(200, m.tooLong),
    isActive: z.boolean().default(true),
    order: z.number().int().min(0).max(1_000_000).optional(),
  });
export type CarouselImageInput = z.input<ReturnType<typeof carouselImageSchema>>;

export const idSchema = z.coerce.number().int().positive();
