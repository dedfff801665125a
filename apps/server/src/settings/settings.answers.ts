import { businessSettingsSchema, shopSettingsSchema } from '@shop/contract';
import { z } from 'zod';
import { TEXT_SETTING_DEFAULTS } from './settings.service.ts';

/** What the settings procedures answer. */

const calendar = businessSettingsSchema().required().pick({
  weeklyHours: true,
  specialDays: true,
  slotCapacity: true,
  manageCutoffHours: true,
});

const textFacts = Object.fromEntries(Object.keys(TEXT_SETTING_DEFAULTS).map((key) => [key, z.string()])) as {
  [K in keyof typeof TEXT_SETTING_DEFAULTS]: z.ZodString;
};

/** Every setting is always present: the text facts, the display hours and the calendar facts. */
export const publicSettings = z.object({
  ...textFacts,
  hoursWeekdays: z.string().meta({ description: 'Monday to Friday, e.g. "8:30 AM - 6:00 PM"' }),
  hoursSaturday: z.string(),
  ...calendar.shape,
});

export const shopSettings = shopSettingsSchema().required();
