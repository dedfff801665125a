import type { EntityManager } from '@mikro-orm/postgresql';
import type { RepairOrderStatus } from '@shop/contract';

/** What a line of a repair order's history records. */
export type RepairEventKind =
  | 'created'
  | 'status'
  | 'line-added'
  | 'line-changed'
  | 'line-removed'
  | 'estimate-sent'
  | 'estimate-opened'
  | 'estimate-reminded'
  | 'authorised';

/** Who did it: a staff member, the customer from their link, or the shop's own jobs. */
export type EventBy = { staffId: string } | 'customer' | 'shop';

/**
 * Writes one line of the history in the caller's transaction, so a change and its line stand or
 * fall together. The staff member's name is copied: the line still reads after the account goes.
 */
export async function recordEvent(
  em: EntityManager,
  event: {
    repairOrderId: number;
    kind: RepairEventKind;
    by: EventBy;
    at: Date;
    from?: RepairOrderStatus | null;
    to?: RepairOrderStatus | null;
    detail?: string | null;
  },
): Promise<void> {
  const staffId = typeof event.by === 'object' ? event.by.staffId : null;
  await em.execute(
    `insert into repair_order_events
       (repair_order_id, at, event, from_status, to_status, detail, by_customer, staff_id, staff_name)
     values (?, ?, ?, ?, ?, ?, ?, ?::uuid,
       (select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) from users where id = ?::uuid))`,
    [
      event.repairOrderId,
      event.at,
      event.kind,
      event.from ?? null,
      event.to ?? null,
      event.detail ?? null,
      event.by === 'customer',
      staffId,
      staffId,
    ],
  );
}

export interface RepairEventRow {
  at: Date;
  event: string;
  fromStatus: RepairOrderStatus | null;
  toStatus: RepairOrderStatus | null;
  detail: string | null;
  by: string | null;
}

/** A repair order's history, oldest first. */
export async function eventsOf(em: EntityManager, repairOrderId: number): Promise<RepairEventRow[]> {
  const rows = await em.execute<
    {
      at: Date;
      event: string;
      from_status: RepairOrderStatus | null;
      to_status: RepairOrderStatus | null;
      detail: string | null;
      by_customer: boolean;
      staff_name: string | null;
    }[]
  >(
    `select at, event, from_status, to_status, detail, by_customer, staff_name
       from repair_order_events where repair_order_id = ? order by at, id`,
    [repairOrderId],
  );
  return rows.map((r) => ({
    at: new Date(r.at),
    event: r.event,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    detail: r.detail,
    by: r.by_customer ? 'customer' : r.staff_name,
  }));
}
