import type { EntityManager } from '@mikro-orm/postgresql';
import type { RepairLineKind, RepairOrderStatus } from '@shop/contract';

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

/**
 * What a line of the history says beyond its kind and steps, as facts rather than sentences: each
 * screen words them in its reader's language. Only the facts of the event's kind are there.
 */
export interface RepairEventFacts {
  /** Checked in: the appointment it came from; none for a walk-in. */
  appointmentId?: number;
  walkIn?: true;
  /** A line added, changed or removed, as it stood then. */
  line?: { kind: RepairLineKind; description: string; quantity: string; unitPrice: string; total: string };
  /** The estimate version sent, opened, reminded of or answered. */
  version?: number;
  /** The estimate's total as sent, or the total the customer approved. */
  total?: string;
  /** The name the customer signed their answer with. */
  signedName?: string;
}

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
    facts?: RepairEventFacts;
  },
): Promise<void> {
  const staffId = typeof event.by === 'object' ? event.by.staffId : null;
  await em.execute(
    `insert into repair_order_events
       (repair_order_id, at, event, from_status, to_status, facts, by_customer, staff_id, staff_name)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, ?::uuid,
       (select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) from users where id = ?::uuid))`,
    [
      event.repairOrderId,
      event.at,
      event.kind,
      event.from ?? null,
      event.to ?? null,
      JSON.stringify(event.facts ?? {}),
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
  facts: RepairEventFacts;
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
      facts: RepairEventFacts;
      by_customer: boolean;
      staff_name: string | null;
    }[]
  >(
    `select at, event, from_status, to_status, facts, by_customer, staff_name
       from repair_order_events where repair_order_id = ? order by at, id`,
    [repairOrderId],
  );
  return rows.map((r) => ({
    at: new Date(r.at),
    event: r.event,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    facts: r.facts,
    by: r.by_customer ? 'customer' : r.staff_name,
  }));
}
