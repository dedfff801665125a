/**
 * The staff lists' addresses (`/dashboard/messages?status=unread&q=brakes&page=2&cursor=…`): their
 * filters, search and page, as the screen showing the list reads them. Each reader keeps what its
 * list's procedure accepts (a test holds every reader to the list's zod schema) and leaves out the
 * rest: an address is typed, pasted and shared, and a bad piece of it must not break the screen.
 * Read without zod, and by the screens rather than the routes: the route tree is part of every
 * public page's script (its budget has no room for the readers, nor for zod), and zod is not part
 * of a dashboard screen's first load either (its forms bring it when opened). A module that builds
 * a schema brings zod: these import only constants.
 */
import { CATALOGUE_SEARCH_MAX_LENGTH as SEARCH } from './catalogue-address.ts';
import {
  APPOINTMENT_SCOPES,
  APPOINTMENT_STATUSES,
  type AppointmentScope,
  type AppointmentStatus,
  MESSAGE_STATUSES,
  type MessageStatus,
  PART_STATUSES,
  type PartStatus,
  REPAIR_ORDER_STATUSES,
  type RepairOrderStatus,
  ROLES,
  type Role,
} from './constants.ts';

/**
 * The review statuses (reviews.ts's list, held equal by a test): that module builds schemas, and
 * would bring zod into every list's screen.
 */
export const REVIEW_LIST_STATUSES = ['pending', 'published', 'hidden'] as const;
type ReviewStatus = (typeof REVIEW_LIST_STATUSES)[number];

/** Where a staff list is: its page (2 and on) and the server's cursor of that page; the first page has neither. */
export interface StaffListPlace {
  page?: number;
  cursor?: string;
}

export interface InboxSearch extends StaffListPlace {
  status?: MessageStatus;
  q?: string;
}
export interface AppointmentListSearch extends StaffListPlace {
  /** Upcoming when left out, as the list starts. */
  scope?: AppointmentScope;
  status?: AppointmentStatus;
  q?: string;
}
export interface InventorySearch extends StaffListPlace {
  status?: PartStatus;
  /** Its English name, as parts store it. */
  category?: string;
  q?: string;
}
export interface StaffAccountListSearch extends StaffListPlace {
  role?: Role;
  q?: string;
}
export interface ReviewListSearch extends StaffListPlace {
  status?: ReviewStatus;
}
export interface RepairOrderListSearch extends StaffListPlace {
  status?: RepairOrderStatus;
  q?: string;
}
export interface ActivitySearch extends StaffListPlace {
  /** The email of whoever acted. */
  actor?: string;
  /**
   * An action's code as the trail writes them (`sign-in`); the screen asks only for the ones it
   * knows (their list, audit.ts, comes with a schema: zod).
   */
  action?: string;
  from?: string;
  to?: string;
}

/** What a field takes: one of these values, a line of at most this many characters, or a day (YYYY-MM-DD). */
type Field = readonly string[] | number | 'day';

const CONTROL = /\p{Cc}/u;
/** A cursor as the server hands them out (paging.ts). */
const CURSOR = /^[A-Za-z0-9_-]{1,500}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z]+(-[a-z0-9]+)*$/;

function read(value: unknown, field: Field): string | undefined {
  // The router reads `?q=4` as a number: it is still what was typed.
  const typed = typeof value === 'number' ? String(value) : value;
  if (typeof typed !== 'string') return undefined;
  if (typeof field === 'object') return field.includes(typed) ? typed : undefined;
  if (field === 'day') {
    // A real calendar day: 2026-02-30 is not one.
    return DAY.test(typed) && new Date(`${typed}T00:00:00Z`).toISOString().startsWith(typed) ? typed : undefined;
  }
  const line = typed.trim();
  return line && line.length <= field && !CONTROL.test(line) ? line : undefined;
}

/**
 * A list's reader: each field it takes (only those with a value, so each place has one address:
 * `?q=` and no `q` are the same), and its page: both a page after the first and its cursor, or neither.
 */
function listAddress<S extends StaffListPlace>(fields: Record<string, Field>) {
  return (raw: Record<string, unknown>): S => {
    const search: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const value = read(raw[key], field);
      if (value !== undefined) search[key] = value;
    }
    const page = Number(raw.page);
    if (
      Number.isInteger(page) &&
      page > 1 &&
      page <= 1e6 &&
      typeof raw.cursor === 'string' &&
      CURSOR.test(raw.cursor)
    ) {
      search.page = page;
      search.cursor = raw.cursor;
    }
    return search as S;
  };
}

export const readInboxAddress = listAddress<InboxSearch>({ status: MESSAGE_STATUSES, q: SEARCH });
export const readAppointmentListAddress = listAddress<AppointmentListSearch>({
  scope: APPOINTMENT_SCOPES,
  status: APPOINTMENT_STATUSES,
  q: SEARCH,
});
export const readInventoryAddress = listAddress<InventorySearch>({
  status: PART_STATUSES,
  category: SEARCH,
  q: SEARCH,
});
export const readStaffAccountListAddress = listAddress<StaffAccountListSearch>({ role: ROLES, q: SEARCH });
export const readReviewListAddress = listAddress<ReviewListSearch>({ status: REVIEW_LIST_STATUSES });
export const readRepairOrderListAddress = listAddress<RepairOrderListSearch>({
  status: REPAIR_ORDER_STATUSES,
  q: SEARCH,
});
export const readActivityAddress = (raw: Record<string, unknown>): ActivitySearch => {
  const search = listAddress<ActivitySearch>({ actor: 255, from: 'day', to: 'day' })(raw);
  return typeof raw.action === 'string' && ACTION.test(raw.action) ? { ...search, action: raw.action } : search;
};
