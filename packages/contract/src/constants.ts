/** Staff roles, lowest first. A role includes everything the roles before it may do. */
export const ROLES = ['user', 'supervisor', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const PART_CONDITIONS = ['new', 'used', 'refurbished'] as const;
export type PartCondition = (typeof PART_CONDITIONS)[number];

export const PART_STATUSES = ['available', 'sold', 'reserved'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export const MESSAGE_STATUSES = ['unread', 'read', 'replied'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
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
} as const;

/** Days of the week in the order `Date#getDay` numbers them. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LIMITS = {
  /** Largest accepted upload: 10 MiB. */
  uploadMaxBytes: 10 * 1024 * 1024,
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

/** Figures the owner fixed for the dashboard overview; they are not loaded from data. */
export const OVERVIEW_FIXED_STATS = { monthlyRevenue: 15420, totalCustomers: 328, averageRating: 4.9 } as const;

/** Customers' reviews (reviews.ts has their schemas; these numbers are here, free of zod, for the public review page). */
export const REVIEWS = {
  /** The longest review a customer may write, and the longest reply. */
  textMax: 1000,
  /** How long the link in the review request works, from the day the visit is marked completed. */
  linkDays: 30,
  /** Published reviews on one page of `/testimonials`. */
  pageSize: 10,
} as const;
