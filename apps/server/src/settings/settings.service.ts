import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING,
  type BusinessSettingsInput,
  businessSettingsSchema,
  type DayHours,
  REPAIRS,
  type SpecialDay,
  WEEKDAYS,
  type WeeklyHours,
} from '@shop/contract';
import { BusinessSetting } from './business-setting.entity.ts';
import { describeHours } from './hours-text.ts';

/** The shop's facts kept as text, one business_settings row each. Every key is always present. */
export const TEXT_SETTING_DEFAULTS = {
  shopName: 'Desert Gear Transmission & Auto Repair',
  phone: '(702) 555-0142',
  email: 'service@desertgear.example',
  streetAddress: '4120 W Tropicana Ave',
  city: 'Las Vegas',
  region: 'NV',
  postalCode: '89103',
  latitude: '36.1003',
  longitude: '-115.1947',
  yearsOfExperience: '20',
  /** Where reviewers may also review the shop on Google; empty: not offered. */
  googleReviewUrl: '',
} as const;

const open = (from: string, to: string): DayHours => ({ open: true, from, to });
const closed: DayHours = { open: false, from: '09:00', to: '17:00' };

/** The hours of the owner's specification, Las Vegas time. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  sunday: closed,
  monday: open('08:30', '18:00'),
  tuesday: open('08:30', '18:00'),
  wednesday: open('08:30', '18:00'),
  thursday: open('08:30', '18:00'),
  friday: open('08:30', '18:00'),
  saturday: open('09:30', '13:00'),
};

/** The facts the booking calendar reads, stored as JSON in business_settings. */
export const CALENDAR_SETTING_DEFAULTS = {
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  specialDays: [] as SpecialDay[],
  slotCapacity: BOOKING.defaultSlotCapacity as number,
  /** Customers cancel or move a booking from their link until this many hours before it. */
  manageCutoffHours: BOOKING.defaultManageCutoffHours as number,
};

/**
 * What repair orders are priced with, stored as JSON in business_settings like the calendar's
 * facts, but read only by staff and the repair orders, never on the public pages.
 */
export const REPAIR_SETTING_DEFAULTS = {
  laborRate: REPAIRS.defaultLaborRate as string,
  partsTaxRate: REPAIRS.defaultPartsTaxRate as string,
  laborTaxed: false as boolean,
  estimateExpiryDays: REPAIRS.defaultEstimateExpiryDays as number,
};
export type RepairSettings = typeof REPAIR_SETTING_DEFAULTS;
type RepairKey = keyof RepairSettings;
const REPAIR_KEYS = Object.keys(REPAIR_SETTING_DEFAULTS) as RepairKey[];

type TextKey = keyof typeof TEXT_SETTING_DEFAULTS;
type CalendarKey = keyof typeof CALENDAR_SETTING_DEFAULTS;

export type CalendarSettings = typeof CALENDAR_SETTING_DEFAULTS;
export type PublicSettings = { [K in TextKey]: string } & CalendarSettings & {
    /** Display text made from `weeklyHours` ("8:30 AM - 6:00 PM"), for the header, footer and JSON-LD. */
    hoursWeekdays: string;
    hoursSaturday: string;
  };

const TEXT_KEYS = Object.keys(TEXT_SETTING_DEFAULTS) as TextKey[];
const CALENDAR_KEYS = Object.keys(CALENDAR_SETTING_DEFAULTS) as CalendarKey[];

/** The settings' fields, made once: making them takes milliseconds, and every reload reads several. */
let storedFields: ReturnType<typeof businessSettingsSchema>['shape'] | undefined;

/** A stored JSON value that no longer reads (edited by hand) falls back to the default. */
function readStoredValue<D extends Record<string, unknown>, K extends keyof D & string>(
  defaults: D,
  key: K,
  stored: string,
): D[K] {
  try {
    storedFields ??= businessSettingsSchema().shape;
    const schema = storedFields[key as CalendarKey | RepairKey].unwrap();
    const parsed = schema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data as D[K];
  } catch {}
  return defaults[key];
}

const readCalendarValue = <K extends CalendarKey>(key: K, stored: string): CalendarSettings[K] =>
  readStoredValue(CALENDAR_SETTING_DEFAULTS, key, stored);

/** The labor rate, the sales tax and the estimates' expiry, as stored now. */
export async function readRepairSettings(em: EntityManager): Promise<RepairSettings> {
  const rows = await em.find(BusinessSetting, { key: { $in: REPAIR_KEYS } });
  const settings: RepairSettings = { ...REPAIR_SETTING_DEFAULTS };
  for (const row of rows) {
    const key = row.key as RepairKey;
    (settings as Record<RepairKey, unknown>)[key] = readStoredValue(REPAIR_SETTING_DEFAULTS, key, row.value);
  }
  return settings;
}

export async function readPublicSettings(em: EntityManager): Promise<PublicSettings> {
  const rows = await em.find(BusinessSetting, { key: { $in: [...TEXT_KEYS, ...CALENDAR_KEYS] } });
  const text: { [K in TextKey]: string } = { ...TEXT_SETTING_DEFAULTS };
  const calendar: CalendarSettings = { ...CALENDAR_SETTING_DEFAULTS };
  for (const row of rows) {
    if ((TEXT_KEYS as string[]).includes(row.key)) text[row.key as TextKey] = row.value;
    else {
      const key = row.key as CalendarKey;
      (calendar as Record<CalendarKey, unknown>)[key] = readCalendarValue(key, row.value);
    }
  }
  return {
    ...text,
    ...calendar,
    hoursWeekdays: describeHours(WEEKDAYS.slice(1, 6).map((d) => calendar.weeklyHours[d])),
    hoursSaturday: describeHours([calendar.weeklyHours.saturday]),
  };
}

/** The calendar facts alone: what slot generation and booking need. */
export async function readCalendarSettings(em: EntityManager): Promise<CalendarSettings> {
  const { weeklyHours, specialDays, slotCapacity, manageCutoffHours } = await readPublicSettings(em);
  return { weeklyHours, specialDays, slotCapacity, manageCutoffHours };
}

const stored = (key: string, value: unknown) =>
  (TEXT_KEYS as string[]).includes(key) ? String(value) : JSON.stringify(value);

/**
 * A manager's edit of the shop's facts: checked against the contract, then written key by key.
 * Fields left out keep their value. Answers the settings as the public will read them.
 */
export async function updateSettings(em: EntityManager, input: BusinessSettingsInput): Promise<PublicSettings> {
  const changes = businessSettingsSchema().parse(input);
  if (changes.specialDays) changes.specialDays.sort((a, b) => a.date.localeCompare(b.date));
  await em.transactional(async (tx) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      await tx.upsert(BusinessSetting, { key, value: stored(key, value) }, { onConflictFields: ['key'] });
    }
  });
  return readPublicSettings(em);
}

/** Writes the default for every key that has no row yet; existing values are kept. */
export async function seedSettings(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(BusinessSetting, {})).map((s) => s.key));
  const defaults: Record<string, unknown> = {
    ...TEXT_SETTING_DEFAULTS,
    ...CALENDAR_SETTING_DEFAULTS,
    ...REPAIR_SETTING_DEFAULTS,
  };
  for (const [key, value] of Object.entries(defaults)) {
    if (!existing.has(key)) em.create(BusinessSetting, { key, value: stored(key, value) });
  }
  await em.flush();
}
