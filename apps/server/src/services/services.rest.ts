import { idSchema, newServiceSchema, PUBLIC_READ_PATHS, SERVICE_ICONS, serviceChangeSchema } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { languageQuery } from '../public-reads/language-query.ts';

const offeredService = z.object({
  id: z.number().int(),
  icon: z.string().nullable().meta({ description: 'Which picture goes with it' }),
  name: z.string(),
  description: z.string(),
});

/** A service as managers edit it. */
const managedService = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string().nullable().meta({ description: 'Null: the Spanish pages show the English name' }),
  description: z.string(),
  descriptionEs: z.string().nullable(),
  icon: z.enum(SERVICE_ICONS).nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  price: z.string().meta({ description: 'Starting price for staff reference, never shown publicly' }),
});

export const servicesRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: PUBLIC_READ_PATHS.services,
    summary: 'The shop’s repair services',
    description: 'Active services in their order, in the language asked for (English where a Spanish text is missing).',
    tag: 'Shop',
    procedure: 'services.list',
    query: languageQuery,
    publicRead: ({ lang }) => `services:${lang}`,
    answer: { description: 'The services', schema: z.array(offeredService) },
    handle: (caller, { query }) => caller.services.list(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/services',
    summary: 'Every service, for the Services screen',
    description: 'Hidden ones too, in their order, with both languages and the staff reference price.',
    tag: 'Management',
    procedure: 'services.adminList',
    answer: { description: 'The services', schema: z.array(managedService) },
    handle: (caller) => caller.services.adminList(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/services',
    summary: 'Add a service',
    description: 'Without an order it goes last. The home page, the booking form and the JSON-LD show it at once.',
    tag: 'Management',
    procedure: 'services.create',
    body: newServiceSchema(),
    example: {
      name: 'Clutch Replacement',
      nameEs: 'Cambio de clutch',
      description: 'Clutch kits, flywheels and hydraulics for manual transmissions.',
      descriptionEs: 'Kits de clutch, volantes e hidráulicos para transmisiones estándar.',
      icon: 'transmission',
    },
    answer: { status: 201, description: 'The new service', schema: managedService },
    handle: (caller, { body }) => caller.services.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/services/:id',
    summary: 'Change a service',
    description: 'Only the fields sent change. An empty Spanish text shows the English one on the Spanish pages.',
    tag: 'Management',
    procedure: 'services.update',
    params: z.object({ id: idSchema.meta({ description: 'The service’s id' }) }),
    body: serviceChangeSchema(),
    example: { descriptionEs: 'Balatas, rotores y líquido de frenos, revisados y cambiados cuando hace falta.' },
    answer: { description: 'The service as saved', schema: managedService },
    errors: [404],
    handle: (caller, { params, body }) => caller.services.update({ id: params.id, service: body }),
  }),
];
