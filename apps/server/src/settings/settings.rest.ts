import { businessSettingsSchema } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { TEXT_SETTING_DEFAULTS } from './settings.service.ts';

const calendar = businessSettingsSchema().required().pick({ weeklyHours: true, specialDays: true, slotCapacity: true });

/** Every setting is always present: the text facts, the display hours and the calendar facts. */
const publicSettings = z.object({
  ...Object.fromEntries(Object.keys(TEXT_SETTING_DEFAULTS).map((key) => [key, z.string()])),
  hoursWeekdays: z.string().meta({ description: 'Monday to Friday, e.g. "8:30 AM - 6:00 PM"' }),
  hoursSaturday: z.string(),
  ...calendar.shape,
});

export const settingsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/settings',
    summary: 'The shop’s public facts',
    description:
      'Name, phone, email, address, map location, opening hours (as text and per weekday, Las Vegas time), ' +
      'special days, appointment slot capacity and years of experience.',
    tag: 'Shop',
    access: 'public',
    publicRead: 'settings',
    answer: { description: 'Every setting, as text', schema: publicSettings },
    handle: (caller) => caller.settings.public(),
  }),
];
