import type { SlotsQuery } from '@shop/contract';
import { publicRead, readKey } from '../public-reads/public-read.ts';
import { settingsRead } from '../settings/settings.reads.ts';
import { listOpenSlots } from './slots.service.ts';

/**
 * The appointment times with room in a range of Las Vegas days, as of `now`. The hours decide
 * them, and a booking or a status change their room.
 */
export const slotsRead = publicRead({
  name: 'slots',
  changedBy: ['slots', 'settings'],
  key: ({ range }: { range: SlotsQuery; now: Date }) => `${range.from}:${range.to}`,
  load: async (em, { range, now }, reads) => listOpenSlots(em, range, await reads.get(settingsRead), now),
});

/** The read key of one range of slots, for the REST path that answers it from memory. */
export const slotsKey = (range: SlotsQuery) => readKey(slotsRead, { range, now: new Date() });
