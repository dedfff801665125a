import { businessSettingsSchema, PUBLIC_READ_PATHS, shopSettingsSchema } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { DEFAULT_WEEKLY_HOURS, TEXT_SETTING_DEFAULTS } from './settings.service.ts';

const calendar = businessSettingsSchema().required().pick({
  weeklyHours: true,
  specialDays: true,
  slotCapacity: true,
  manageCutoffHours: true,
});

/** Every setting is always present: the text facts, the display hours and the calendar facts. */
const publicSettings = z.object({
  ...Object.fromEntries(Object.keys(TEXT_SETTING_DEFAULTS).map((key) => [key, z.string()])),
  hoursWeekdays: z.string().meta({ description: 'Monday to Friday, e.g. "8:30 AM - 6:00 PM"' }),
  hoursSaturday: z.string(),
  ...calendar.shape,
});

const shopSettings = shopSettingsSchema().required();

export const settingsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: PUBLIC_READ_PATHS.settings,
    summary: 'The shop’s public facts',
    description:
      'Name, phone, email, address, map location, opening hours (as text and per weekday, Las Vegas time), ' +
      'special days, appointment slot capacity and years of experience.',
    tag: 'Shop',
    procedure: 'settings.public',
    publicRead: 'settings',
    answer: { description: 'Every setting, as text', schema: publicSettings },
    handle: (caller) => caller.settings.public(),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/settings',
    summary: 'The shop’s settings, for the Settings screen',
    description: 'Phone, email, address, map location, weekly hours, special days and appointment slot capacity.',
    tag: 'Management',
    procedure: 'settings.admin',
    answer: { description: 'Every setting', schema: shopSettings },
    handle: (caller) => caller.settings.admin(),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/admin/settings',
    summary: 'Save the shop’s settings',
    description:
      'Fields left out keep their value. The public pages, the appointment slots and the JSON-LD follow at once. ' +
      'A bad phone or email, or a closing time before the opening time, is a 400 naming the field.',
    tag: 'Management',
    procedure: 'settings.update',
    body: shopSettingsSchema(),
    example: {
      phone: '(702) 555-0142',
      hours: { ...DEFAULT_WEEKLY_HOURS, saturday: { open: true, from: '09:00', to: '14:00' } },
      specialDays: [
        {
          date: '2026-11-26',
          closed: true,
          noteEn: 'Closed for Thanksgiving',
          noteEs: 'Cerrado por Acción de Gracias',
        },
      ],
    },
    answer: { description: 'The settings as saved', schema: shopSettings },
    handle: (caller, { body }) => caller.settings.update(body),
  }),
];
