import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessSetting } from './business-setting.entity.ts';

/** The shop's public facts, stored as business_settings rows. Every key is always present. */
export const SETTING_DEFAULTS = {
  shopName: 'Desert Gear Transmission & Auto Repair',
  phone: '(702) 555-0142',
  email: 'service@desertgear.example',
  streetAddress: '4120 W Tropicana Ave',
  city: 'Las Vegas',
  region: 'NV',
  postalCode: '89103',
  latitude: '36.1003',
  longitude: '-115.1947',
  hoursWeekdays: '8:30 AM - 6:00 PM',
  hoursSaturday: '9:30 AM - 1:00 PM',
  yearsOfExperience: '20',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type PublicSettings = { [K in SettingKey]: string };

export async function readPublicSettings(em: EntityManager): Promise<PublicSettings> {
  const rows = await em.find(BusinessSetting, { key: { $in: Object.keys(SETTING_DEFAULTS) } });
  const settings: PublicSettings = { ...SETTING_DEFAULTS };
  for (const row of rows) settings[row.key as SettingKey] = row.value;
  return settings;
}

/** Writes the default for every key that has no row yet; existing values are kept. */
export async function seedSettings(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(BusinessSetting, {})).map((s) => s.key));
  for (const [key, value] of Object.entries(SETTING_DEFAULTS)) {
    if (!existing.has(key)) em.create(BusinessSetting, { key, value });
  }
  await em.flush();
}
