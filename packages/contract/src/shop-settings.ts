import type { z } from 'zod';
import { businessSettingsSchema } from './business-hours.ts';
import { inputObject } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';

/**
 * The Settings screen's one object (`GET`/`PUT /api/admin/settings`): the shop's facts grouped the
 * way a manager reads them. Every field is optional on a save; what is left out keeps its value.
 */
export const shopSettingsSchema = (m: ValidationMessages = englishMessages) => {
  const facts = businessSettingsSchema(m).required().shape;
  return inputObject(m, {
    shopName: facts.shopName,
    phone: facts.phone,
    email: facts.email,
    address: inputObject(m, {
      street: facts.streetAddress,
      city: facts.city,
      region: facts.region,
      postalCode: facts.postalCode,
    }),
    location: inputObject(m, { latitude: facts.latitude, longitude: facts.longitude }).meta({
      description: 'Where the map pin goes, in decimal degrees as text',
      examples: [{ latitude: '36.1003', longitude: '-115.1947' }],
    }),
    hours: facts.weeklyHours.meta({
      description: 'Each weekday: open or closed, from and to as "HH:MM", Las Vegas time',
    }),
    specialDays: facts.specialDays.meta({
      description: 'Holidays and days with other hours; a note in English and Spanish',
    }),
    slotCapacity: facts.slotCapacity.meta({ description: 'Appointments per 30-minute slot' }),
    manageCutoffHours: facts.manageCutoffHours.meta({
      description: 'Until how many hours before a visit customers may cancel or move it themselves',
    }),
    yearsOfExperience: facts.yearsOfExperience,
    repairs: inputObject(m, {
      laborRate: facts.laborRate,
      partsTaxRate: facts.partsTaxRate.meta({ description: 'Sales tax on parts, in percent' }),
      laborTaxed: facts.laborTaxed.meta({ description: 'Whether labor is taxed too' }),
      estimateExpiryDays: facts.estimateExpiryDays.meta({
        description: 'Days after which an unanswered estimate’s link shows it expired',
      }),
    }).meta({ description: 'Repair orders: the labor rate, the sales tax and how long an estimate holds' }),
    googleReviewUrl: facts.googleReviewUrl.meta({
      description: 'The shop’s Google review page, offered to every reviewer; empty for none',
    }),
  }).partial();
};
export type ShopSettingsInput = z.input<ReturnType<typeof shopSettingsSchema>>;
export type ShopSettings = Required<z.output<ReturnType<typeof shopSettingsSchema>>>;
