import { z } from 'zod';
import { inputObject, line, moneyString, orNull, text } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';

/** The pictures the site can draw beside a service: a manager picks one of these. */
export const SERVICE_ICONS = ['transmission', 'brakes', 'diagnostics', 'oil', 'electrical', 'general'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

const serviceFields = (m: ValidationMessages) => ({
  name: line(m, 100).min(2, m.nameMin),
  /** Empty: the Spanish pages show the English name. */
  nameEs: orNull(line(m, 100)),
  description: text(m, 2000).min(1, m.required),
  descriptionEs: orNull(text(m, 2000)),
  icon: z.enum(SERVICE_ICONS, { error: m.invalidValue }),
  order: z.number({ error: m.invalidValue }).int(m.invalidValue).min(0, m.invalidValue).max(1_000_000, m.invalidValue),
  isActive: z.boolean({ error: m.invalidValue }),
  /** A starting price for staff reference; the public pages never show it. */
  price: moneyString(m.priceRequired, m.priceInvalid),
});

/** A new service from the Services screen; without an order it goes last, without a price it is 0.00. */
export const newServiceSchema = (m: ValidationMessages = englishMessages) => {
  const f = serviceFields(m);
  return inputObject(m, {
    ...f,
    order: f.order.optional(),
    isActive: f.isActive.default(true),
    price: f.price.optional(),
  });
};
export type NewServiceInput = z.input<ReturnType<typeof newServiceSchema>>;

/** A change to a service: only the fields sent change. */
export const serviceChangeSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, serviceFields(m)).partial();
export type ServiceChangeInput = z.input<ReturnType<typeof serviceChangeSchema>>;
