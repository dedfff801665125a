import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentListSchema } from './appointments.ts';
import { AUDIT_ACTIONS, auditEventListSchema } from './audit.ts';
import { inventoryQuerySchema } from './inventory-query.ts';
import { repairOrderListSchema } from './repair-orders.ts';
import { REVIEW_STATUSES, reviewListSchema } from './reviews.ts';
import { messageListSchema } from './schemas.ts';
import { staffAccountListSchema } from './staff-accounts.ts';
import {
  REVIEW_LIST_STATUSES,
  readActivityAddress,
  readAppointmentListAddress,
  readInboxAddress,
  readInventoryAddress,
  readRepairOrderListAddress,
  readReviewListAddress,
  readStaffAccountListAddress,
} from './staff-list-address.ts';

const CURSOR = 'eyJpZCI6NDJ9';

/** Addresses as people make them: whole, partial, mistyped, pasted from elsewhere. */
const ADDRESSES: Record<string, unknown>[] = [
  {},
  { status: 'unread', q: '  brakes ', page: '2', cursor: CURSOR },
  { status: 'pending', scope: 'past', role: 'manager', category: 'Transmissions', q: 4 },
  { status: 'sold', action: 'sign-in', actor: 'ana@shop.example', from: '2026-01-31', to: '2026-02-01' },
  { status: 'nope', scope: 'someday', role: 'owner', action: 'drop-table', from: '2026-02-30', to: 'yesterday' },
  { q: 'a\u0000b', page: '0', cursor: CURSOR },
  { q: 'x'.repeat(101), page: '3', cursor: 'not a cursor!' },
  { page: ['2', '3'], cursor: [CURSOR], utm_source: 'email', status: ['unread'] },
];

/** The Activity screen asks only for the actions it knows: a well-formed code it has no name for is left out. */
const knownAction = (raw: Record<string, unknown>) => {
  const { action, ...search } = readActivityAddress(raw);
  return action && (AUDIT_ACTIONS as readonly string[]).includes(action) ? { ...search, action } : search;
};

/** Each reader beside the zod schema of the procedure its list calls. */
const READERS: [string, (raw: Record<string, unknown>) => object, z.ZodType][] = [
  ['inbox', readInboxAddress, messageListSchema()],
  ['appointments', readAppointmentListAddress, appointmentListSchema()],
  ['inventory', readInventoryAddress, inventoryQuerySchema()],
  ['staff accounts', readStaffAccountListAddress, staffAccountListSchema()],
  ['reviews', readReviewListAddress, reviewListSchema()],
  ['repair orders', readRepairOrderListAddress, repairOrderListSchema()],
  ['activity', knownAction, auditEventListSchema()],
];

describe('the staff lists’ addresses', () => {
  it.each(READERS)(
    'read for the %s list, whatever the address, is a query its procedure accepts',
    (_, read, schema) => {
      for (const raw of ADDRESSES) {
        // The page number is the screen's own (the pager's "26–50"); the procedure takes the rest.
        const { page: _page, ...query } = read(raw) as { page?: number };
        const checked = schema.safeParse(query);
        expect(checked.error?.issues ?? [], JSON.stringify(raw)).toEqual([]);
      }
    },
  );

  it('keeps what is valid, in one spelling, and leaves out the rest', () => {
    expect(readInboxAddress({ status: 'unread', q: '  brakes ', utm: 'x' })).toEqual({ status: 'unread', q: 'brakes' });
    expect(readInboxAddress({ status: 'nope', q: '' })).toEqual({});
    expect(readAppointmentListAddress({ scope: 'past', status: 'no-show', q: 4 })).toEqual({
      scope: 'past',
      status: 'no-show',
      q: '4',
    });
    expect(readActivityAddress({ action: 'sign-in', from: '2026-02-30', to: '2026-03-01' })).toEqual({
      action: 'sign-in',
      to: '2026-03-01',
    });
    // A well-formed code the trail has no name for stays in the address, for the screen to leave out.
    expect(readActivityAddress({ action: 'drop-table' })).toEqual({ action: 'drop-table' });
    expect(knownAction({ action: 'drop-table' })).toEqual({});
    expect(readActivityAddress({ action: 'DROP TABLE;' })).toEqual({});
  });

  it('knows the review statuses the reviews’ schema does', () => {
    expect(REVIEW_LIST_STATUSES).toEqual(REVIEW_STATUSES);
  });

  it('reads a repair order status and search from the list’s address', () => {
    expect(readRepairOrderListAddress({ status: 'awaiting-approval', q: ' RO-1042 ' })).toEqual({
      status: 'awaiting-approval',
      q: 'RO-1042',
    });
  });

  it('keeps a page only with its cursor, and never the first page', () => {
    expect(readReviewListAddress({ page: '3', cursor: CURSOR })).toEqual({ page: 3, cursor: CURSOR });
    expect(readReviewListAddress({ page: 3 })).toEqual({});
    expect(readReviewListAddress({ cursor: CURSOR })).toEqual({});
    for (const page of ['1', '0', '-2', '2.5', 'two', '']) {
      expect(readReviewListAddress({ page, cursor: CURSOR })).toEqual({});
    }
  });
});
