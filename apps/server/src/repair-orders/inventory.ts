import type { EntityManager } from '@mikro-orm/postgresql';
import { Refusal } from '../refusal.ts';

/**
 * The inventory follows the work: an inventory part on a line is held for the car once the
 * customer approves the line (available -> reserved), goes back on offer when it is declined, the
 * line removed or the order cancelled, and is sold at pickup. Each step takes the part's row lock,
 * so a manager selling it in the same moment is taken one after the other.
 */

/** Refuses an inventory part that isn't on offer (nor already held by this line). */
export async function requireOffered(em: EntityManager, partId: number, heldByLine = false): Promise<void> {
  const [part] = await em.execute<{ status: string }[]>('select status from parts where id = ? for update', [partId]);
  if (!part) throw new Refusal('not-found', 'Part not found');
  if (part.status === 'available' || (heldByLine && part.status === 'reserved')) return;
  throw new Refusal('part-not-available', `This part is ${part.status}: only an available part can go on an estimate`);
}

/** Holds the line's part if it is still on offer; answers whether the line holds it now. */
export async function reservePart(em: EntityManager, line: { id: number; partId: number }): Promise<boolean> {
  const taken = await em.execute<{ id: number }[]>(
    `update parts set status = 'reserved', updated_at = now() where id = ? and status = 'available' returning id`,
    [line.partId],
  );
  if (taken.length === 0) return false;
  await em.execute('update repair_order_lines set part_reserved = true where id = ?', [line.id]);
  return true;
}

/** Puts the part a line holds back on offer. */
export async function releasePart(em: EntityManager, line: { id: number; partId: number }): Promise<void> {
  await em.execute(`update parts set status = 'available', updated_at = now() where id = ? and status = 'reserved'`, [
    line.partId,
  ]);
  await em.execute('update repair_order_lines set part_reserved = false where id = ?', [line.id]);
}

/** Marks the part a line holds sold to the customer, with the spec's sale fields. */
export async function sellPart(
  em: EntityManager,
  line: { id: number; partId: number; unitPrice: string },
  sale: { soldTo: string; soldDate: Date; notes: string },
): Promise<void> {
  await em.execute(
    `update parts set status = 'sold', sale_price = ?, sold_to = ?, sold_date = ?, sold_notes = ?, updated_at = now()
      where id = ? and status = 'reserved'`,
    [line.unitPrice, sale.soldTo, sale.soldDate, sale.notes, line.partId],
  );
  await em.execute('update repair_order_lines set part_reserved = false where id = ?', [line.id]);
}
