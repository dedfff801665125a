import { type ShopSettings, shopSettingsSchema, type ValidationMessages } from '@shop/contract';
import type { z } from 'zod';

/** What the Settings screen edits (the rest of the settings keep their value on a save). */
export const settingsFormSchema = (m: ValidationMessages) =>
  shopSettingsSchema(m).required().pick({
    shopName: true,
    phone: true,
    email: true,
    address: true,
    location: true,
    hours: true,
    specialDays: true,
    slotCapacity: true,
    manageCutoffHours: true,
    googleReviewUrl: true,
    repairs: true,
  });
export type SettingsFormInput = z.input<ReturnType<typeof settingsFormSchema>>;
export type SettingsFormOutput = z.output<ReturnType<typeof settingsFormSchema>>;

export const formValues = (s: ShopSettings): SettingsFormInput => ({
  shopName: s.shopName,
  phone: s.phone,
  email: s.email,
  address: { ...s.address },
  location: { ...s.location },
  hours: structuredClone(s.hours),
  specialDays: s.specialDays.map((d) => ({ ...d })),
  slotCapacity: s.slotCapacity,
  manageCutoffHours: s.manageCutoffHours,
  googleReviewUrl: s.googleReviewUrl,
  repairs: { ...s.repairs },
});

/** A new special day: a closed day, a week from `today`, no note yet. */
export const newSpecialDay = (date: string): SettingsFormInput['specialDays'][number] => ({
  date,
  closed: true,
  from: null,
  to: null,
  noteEn: null,
  noteEs: null,
});
