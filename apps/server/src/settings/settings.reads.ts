import { publicRead } from '../public-reads/public-read.ts';
import { readPublicSettings } from './settings.service.ts';

/** The shop's facts, hours and special days, as every page shows them. */
export const settingsRead = publicRead({
  name: 'settings',
  changedBy: ['settings'],
  load: (em) => readPublicSettings(em),
});
