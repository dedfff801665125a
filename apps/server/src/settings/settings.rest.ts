import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { SETTING_DEFAULTS } from './settings.service.ts';

/** Every setting is always present, as text. */
const publicSettings = z.object(Object.fromEntries(Object.keys(SETTING_DEFAULTS).map((key) => [key, z.string()])));

export const settingsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/settings',
    summary: 'The shop’s public facts',
    description: 'Name, phone, email, address, map location, opening hours and years of experience.',
    tag: 'Shop',
    access: 'public',
    publicRead: 'settings',
    answer: { description: 'Every setting, as text', schema: publicSettings },
    handle: (caller) => caller.settings.public(),
  }),
];
