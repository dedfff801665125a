import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The six services a customer can book, by the key the home page's cards use in their "Book this
 * service" link (`?service=brakes`). `id` is the row the server seeds for it (in this order, on a
 * fresh database); when the services get their own public read, take ids and names from there.
 */
export const BOOKABLE_SERVICES: { key: string; id: number; name: MessageDescriptor }[] = [
  { key: 'transmission', id: 1, name: msg`Transmission Repair & Rebuild` },
  { key: 'brakes', id: 2, name: msg`Brake Service` },
  { key: 'diagnostics', id: 3, name: msg`Engine Diagnostics` },
  { key: 'oil', id: 4, name: msg`Oil Change & Maintenance` },
  { key: 'electrical', id: 5, name: msg`Electrical System Repair` },
  { key: 'general', id: 6, name: msg`General Auto Repair` },
];
