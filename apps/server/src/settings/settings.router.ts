import { PUBLIC_READ_PATHS, shopSettingsSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { readKey } from '../public-reads/public-read.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { publicSettings, shopSettings } from './settings.answers.ts';
import { settingsRead } from './settings.reads.ts';
import { DEFAULT_WEEKLY_HOURS } from './settings.service.ts';
import { readShopSettings, saveShopSettings } from './shop-settings.service.ts';

export const settingsRouter = {
  public: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: PUBLIC_READ_PATHS.settings,
        summary: 'The shop’s public facts',
        description:
          'Name, phone, email, address, map location, opening hours (as text and per weekday, Las Vegas time), ' +
          'special days, appointment slot capacity and years of experience.',
        tag: 'Shop',
        answers: 'Every setting, as text',
        publicRead: readKey(settingsRead),
      },
    })
    .output(publicSettings)
    .query(({ ctx }) => ctx.deps.reads.get(settingsRead)),
  /** The Settings screen's object, read fresh from the database (never the cached public read). */
  admin: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/settings',
        summary: 'The shop’s settings, for the Settings screen',
        description: 'Phone, email, address, map location, weekly hours, special days and appointment slot capacity.',
        tag: 'Management',
        answers: 'Every setting',
      },
    })
    .output(shopSettings)
    .query(({ ctx }) => readShopSettings(ctx.deps)),
  update: managerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/settings',
        summary: 'Save the shop’s settings',
        description:
          'Fields left out keep their value. The public pages, the appointment slots and the JSON-LD follow at once. ' +
          'A bad phone or email, or a closing time before the opening time, is a 400 naming the field.',
        tag: 'Management',
        answers: 'The settings as saved',
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
      },
    })
    .input(shopSettingsSchema())
    .output(shopSettings)
    .mutation(({ ctx, input }) => saveShopSettings(ctx.deps, input)),
} satisfies TRPCRouterRecord;
