/** Staff roles, lowest first. A role includes everything the roles before it may do. */
export const ROLES = ['user', 'supervisor', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const PART_CONDITIONS = ['new', 'used', 'refurbished'] as const;
export type PartCondition = (typeof PART_CONDITIONS)[number];

export const PART_STATUSES = ['available', 'sold', 'reserved'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export const MESSAGE_STATUSES = ['unread', 'read', 'replied'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** `no-show`: a confirmed visit whose time passed without the customer coming. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * A repair order's way through the shop. `approved` and `declined` come from the customer's
 * answer to an estimate; `cancelled` from any step before `picked-up`. Here, with no schema beside
 * them, so the staff lists' address readers take them without bringing zod.
 */
export const REPAIR_ORDER_STATUSES = [
  'checked-in',
  'diagnosing',
  'awaiting-approval',
  'approved',
  'declined',
  'in-repair',
  'waiting-parts',
  'ready',
  'picked-up',
  'cancelled',
] as const;
export type RepairOrderStatus = (typeof REPAIR_ORDER_STATUSES)[number];

/** Which appointments the staff list shows: upcoming ones (soonest first), past ones (latest first), or all. */
export const APPOINTMENT_SCOPES = ['upcoming', 'past', 'all'] as const;
export type AppointmentScope = (typeof APPOINTMENT_SCOPES)[number];

/** The rules of the booking calendar (the per-slot capacity is a business setting). */
export const BOOKING = {
  slotMinutes: 30,
  /** The earliest slot offered starts this long after now. */
  leadHours: 2,
  /** The latest slot offered starts at most this long after now. */
  horizonDays: 60,
  /** The longest range one slots request may ask for. */
  rangeMaxDays: 62,
  defaultSlotCapacity: 2,
  slotCapacityMax: 20,
  /** Customers may cancel or move a booking themselves until this many hours before it (a setting). */
  defaultManageCutoffHours: 24,
  manageCutoffHoursMax: 336,
  /** A customer with this many no-shows is flagged to staff on a new booking. */
  noShowWarning: 2,
} as const;

/** Days of the week in the order `Date#getDay` numbers them. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Largest accepted upload, in MiB (the screens and messages say "MB"). */
const UPLOAD_MAX_MEGABYTES = 10;

export const LIMITS = {
  uploadMaxMegabytes: UPLOAD_MAX_MEGABYTES,
  uploadMaxBytes: UPLOAD_MAX_MEGABYTES * 1024 * 1024,
  uploadAcceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  loginPortalPasswordMin: 6,
  registrationPasswordMin: 8,
  /** numeric(10,2): at most 8 digits before the point. */
  moneyMax: 99_999_999.99,
  /** Calls one tRPC request may batch: the server answers 400 to more, the web client splits before. */
  trpcBatchMax: 10,
} as const;

export const CAROUSEL_AUTO_ADVANCE_MS = 5000;
/** The shop's clock: "today" and the times staff read on the dashboard are Las Vegas time. */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The visitor's own choice of language, kept a year in a cookie (beside localStorage) so that the
 * server can send a visit to `/` to the Spanish home page: what both the web app and the server set.
 */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

/**
 * The public reads' REST paths, which the public pages fetch (`?lang=` where they depend on it)
 * and the server answers from memory.
 */
export const PUBLIC_READ_PATHS = {
  settings: '/api/settings',
  carousel: '/api/carousel-images',
  parts: '/api/parts',
  categories: '/api/part-categories',
  services: '/api/services',
  testimonials: '/api/testimonials',
} as const;

/**
 * Figures the owner's specification fixed for the dashboard overview, not loaded from data: the
 * overview answers them beside the real ones and the screen shows them labelled as samples.
 */
export const SAMPLE_FIGURES = { revenue: 15420, customers: 328, rating: 4.9 } as const;

/** Customers' reviews (reviews.ts has their schemas; these numbers are here, free of zod, for the public review page). */
export const REVIEWS = {
  /** The longest review a customer may write, and the longest reply. */
  textMax: 1000,
  /** How long the link in the review request works, from the day the visit is marked completed. */
  linkDays: 30,
  /** Published reviews on one page of `/testimonials`. */
  pageSize: 10,
} as const;
