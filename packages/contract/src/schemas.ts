import { z } from 'zod';
import { LIMITS, MESSAGE_STATUSES, PART_CONDITIONS } from './constants.ts';
import { imageUrl, inputObject, line, moneyString, orNull, password, phone, text, wrongOrMissing } from './fields.ts';
import { isAllowedImageUrl } from './images.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields, searchField } from './paging.ts';

// Each schema is built from a message dictionary: the server uses English, the web app the
// visitor's language. Lengths follow the database columns of the specification. Every message a
// schema can give comes from the dictionary, zod's own wording (types, regexes) never reaches people.

export const contactSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    name: line(m, 100).min(2, m.nameMin),
    email: z.email(m.emailInvalid).max(100, m.tooLong),
    phone: phone(m),
    subject: line(m, 200).min(5, m.subjectMin),
    message: text(m, 5000).min(10, m.messageMin),
    /** Honeypot: people never see it, so only bots fill it in. */
    website: text(m, 500).optional().default(''),
  });
export type ContactInput = z.input<ReturnType<typeof contactSchema>>;

export const loginSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    email: z.email(m.emailInvalid).max(255, m.tooLong),
    password: password(m, 1, m.passwordRequired),
  });
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;

export const loginPortalSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    email: z.email(m.emailInvalid).max(255, m.tooLong),
    password: password(m, LIMITS.loginPortalPasswordMin, m.passwordMin6),
  });

export const registerSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    email: z.email(m.emailInvalid).max(255, m.tooLong),
    password: password(m, LIMITS.registrationPasswordMin, m.passwordMin8),
    confirmPassword: z.string({ error: wrongOrMissing(m) }).max(200, m.tooLong),
    firstName: line(m, 100).min(1, m.firstNameRequired),
    lastName: line(m, 100).min(1, m.lastNameRequired),
  }).refine((v) => v.password === v.confirmPassword, {
    message: m.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;

export const partSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    name: line(m, 150, m.partNameRequired).min(1, m.partNameRequired),
    description: orNull(text(m, 5000)),
    /** Empty: the Spanish pages show the English description. */
    descriptionEs: orNull(text(m, 5000)),
    category: line(m, 100, m.categoryRequired).min(1, m.categoryRequired),
    price: moneyString(m.priceRequired, m.priceInvalid),
    partNumber: orNull(line(m, 100)),
    brand: orNull(line(m, 100)),
    condition: z.enum(PART_CONDITIONS, { error: m.conditionInvalid }).default('used'),
    imageUrl: orNull(imageUrl(m)),
  });
export type PartInput = z.input<ReturnType<typeof partSchema>>;

/** The statuses a manager sets by hand; "sold" comes only with a sale (and back to available undoes it). */
export const SETTABLE_PART_STATUSES = ['available', 'reserved'] as const;

/**
 * A change to a part: the fields it was added with and, optionally, its status, set as the
 * status door sets it (reserved, or back to available, which undoes a sale).
 */
export const partChangeSchema = (m: ValidationMessages = englishMessages) =>
  partSchema(m).extend({ status: z.enum(SETTABLE_PART_STATUSES, { error: m.invalidValue }).optional() });
export type PartChangeInput = z.input<ReturnType<typeof partChangeSchema>>;

export const saleSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    salePrice: moneyString(m.salePriceRequired, m.salePriceInvalid),
    soldTo: line(m, 200, m.buyerRequired).min(1, m.buyerRequired),
    soldNotes: orNull(text(m, 5000)),
  });
export type SaleInput = z.input<ReturnType<typeof saleSchema>>;

/** A category of the parts catalogue, in English and Spanish (empty: the English name shows). */
export const partCategorySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { name: line(m, 100, m.categoryRequired).min(1, m.categoryRequired), nameEs: orNull(line(m, 100)) });
export type PartCategoryInput = z.input<ReturnType<typeof partCategorySchema>>;

export const partStatusSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { status: z.enum(SETTABLE_PART_STATUSES, { error: m.invalidValue }) });
export type PartStatusInput = z.input<ReturnType<typeof partStatusSchema>>;

export const carouselImageSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    title: line(m, 100).min(2, m.titleMin),
    /** The Spanish texts: empty shows the English one on the Spanish pages. */
    titleEs: orNull(line(m, 100)),
    description: orNull(text(m, 2000)),
    descriptionEs: orNull(text(m, 2000)),
    imageUrl: imageUrl(m, m.imageUrlRequired),
    altText: line(m, 200).min(5, m.altTextMin),
    altTextEs: orNull(line(m, 200)),
    isActive: z.boolean({ error: m.invalidValue }).default(true),
    order: z
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(0, m.invalidValue)
      .max(1_000_000, m.invalidValue)
      .optional(),
  });
export type CarouselImageInput = z.input<ReturnType<typeof carouselImageSchema>>;

/** An upload the manager just made, to be confirmed before it is used. */
/** A signed upload link as the server hands it out (the spec's flow registers the upload by it). */
const UPLOAD_LINK = /^\/api\/uploads\/[A-Za-z0-9_-]{20,100}$/;

/** What a client registers after its PUT: the upload link it used, or the image address it got back. */
export const uploadedImageSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    imageURL: z
      .string({ error: m.imageUrlRequired })
      .trim()
      .min(1, { error: m.imageUrlRequired, abort: true })
      .max(500, { error: m.tooLong, abort: true })
      .refine((v) => UPLOAD_LINK.test(v) || isAllowedImageUrl(v), m.imageUrlInvalid),
  });

/** A row id from a path or an input: a positive whole number, else "This value isn't valid". */
export const idSchema = z.coerce
  .number({ error: englishMessages.invalidValue })
  .int(englishMessages.invalidValue)
  .positive(englishMessages.invalidValue);

export const messageStatusSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { status: z.enum(MESSAGE_STATUSES, { error: m.invalidValue }) });

/** A staff member's answer to a contact message, emailed to the sender. */
export const replySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { text: text(m, 5000).min(1, m.replyRequired) });
export type ReplyInput = z.input<ReturnType<typeof replySchema>>;

const messageFilterFields = (m: ValidationMessages) => ({
  status: z.enum(MESSAGE_STATUSES, { error: m.invalidValue }).optional(),
  q: searchField(m),
});

/** The staff inbox, whole: one status or all, and a search of the sender and the text. */
export const messageFilterSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, messageFilterFields(m)).default({});

/** The staff inbox's list: its filters and, for one page of it, the paging fields. */
export const messageListSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { ...messageFilterFields(m), ...pagingFields(m) }).default({});

/** What the inbox's counts per status are counted over: the search only. */
export const messageCountsSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { q: searchField(m) }).default({});
