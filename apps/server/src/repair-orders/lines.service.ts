import type { EntityManager } from '@mikro-orm/postgresql';
import {
  REPAIRS,
  type RepairLineChangeInput,
  type RepairLineInput,
  type RepairLineKind,
  type RepairOrderStatus,
  repairLineChangeSchema,
  repairLineSchema,
  repairOrderLabel,
} from '@shop/contract';
import { Part } from '../parts/part.entity.ts';
import { Refusal } from '../refusal.ts';
import { readRepairSettings } from '../settings/settings.service.ts';
import { inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { recordEvent } from './history.ts';
import { releasePart, requireOffered } from './inventory.ts';
import { cents, dollars, lineTotal, plainQuantity, totalsOf } from './money.ts';
import { type RepairOrder, RepairOrderLine, RepairOrderPhoto } from './repair-order.entity.ts';
import { findRepairOrder, lineRow, linesOf, taxRuleOf } from './repair-order-view.ts';

/** Once the car is ready (or gone, or the order cancelled), its lines are what was done. */
const LINES_CLOSED: readonly RepairOrderStatus[] = ['ready', 'picked-up', 'cancelled'];

function requireOpen(ro: RepairOrder): void {
  if (LINES_CLOSED.includes(ro.status)) {
    throw new Refusal('repair-order-closed', `The lines of a ${ro.status} repair order can’t be changed`);
  }
}

async function findLine(em: EntityManager, repairOrderId: number, lineId: number): Promise<RepairOrderLine> {
  const line = await em.findOne(RepairOrderLine, { id: lineId, repairOrder: repairOrderId });
  if (!line) throw new Refusal('not-found', 'Line not found');
  return line;
}

async function setPhotos(em: EntityManager, line: RepairOrderLine, photos: readonly string[]): Promise<void> {
  await em.nativeDelete(RepairOrderPhoto, { line: line.id });
  for (const [position, imageUrl] of photos.entries()) em.create(RepairOrderPhoto, { line, position, imageUrl });
  await em.flush();
}

/** The line as saved, with the repair order's totals now (read fresh from the database). */
async function savedLine(em: EntityManager, ro: RepairOrder, lineId: number) {
  em.clear();
  const settings = await readRepairSettings(em);
  const lines = await linesOf(em, ro.id);
  const { totalCents: _, ...totals } = totalsOf(
    lines.map(({ line }) => line),
    taxRuleOf(settings),
  );
  const saved = lines.find(({ line }) => line.id === lineId);
  if (!saved) throw new Refusal('not-found', 'Line not found');
  return { ...lineRow(saved.line, saved.photos), totals };
}

/** A line as the history keeps it: what it was, how many, at what price, for how much. */
const factsOf = (line: { kind: RepairLineKind; description: string; quantity: string; unitPrice: string }) => ({
  kind: line.kind,
  description: line.description,
  quantity: plainQuantity(line.quantity),
  unitPrice: dollars(cents(line.unitPrice)),
  total: dollars(lineTotal(line.quantity, line.unitPrice)),
});
type LineFacts = ReturnType<typeof factsOf>;

/** The audit trail's words for a line (English, as the trail is written). */
const describe = (line: LineFacts) =>
  `${line.kind}: ${line.description}, ${line.quantity} x ${line.unitPrice} = ${line.total}`;

async function recordLineChange(
  tx: SignedInDeps,
  ro: RepairOrder,
  kind: 'line-added' | 'line-changed' | 'line-removed',
  line: LineFacts,
): Promise<void> {
  await recordEvent(tx.em, {
    repairOrderId: ro.id,
    kind,
    by: { staffId: tx.caller.user.id },
    at: tx.now(),
    facts: { line },
  });
  await tx.live.publish({ kind: 'repair-order-changed', subject: ro.id, audience: 'supervisor' });
  await tx.audit.record({
    action: 'repair-order-lines-changed',
    target: {
      kind: 'repair-order',
      id: String(ro.id),
      label: `${repairOrderLabel(ro.number)} ${kind}: ${describe(line)}`,
    },
  });
}

/** A line of labor, a part (an inventory part must be on offer) or a fee, at the end of the list. */
export async function addLine(deps: SignedInDeps, { id, line: input }: { id: number; line: RepairLineInput }) {
  const data = repairLineSchema().parse(input);
  return inTransaction(deps, async (tx) => {
    const { em } = tx;
    const ro = await findRepairOrder(em, id, true);
    requireOpen(ro);
    const count = await em.count(RepairOrderLine, { repairOrder: ro.id });
    if (count >= REPAIRS.linesMax) throw new Refusal('invalid-input', { field: 'line', key: 'tooLong' });
    if (data.partId !== null) await requireOffered(em, data.partId);
    const line = em.create(RepairOrderLine, {
      repairOrder: ro,
      position: count,
      kind: data.kind,
      description: data.description,
      quantity: data.quantity,
      unitPrice: data.unitPrice,
      part: data.partId === null ? null : em.getReference(Part, data.partId),
      partReserved: false,
      recommendation: data.recommendation,
      decision: null,
    });
    await em.flush();
    await setPhotos(em, line, data.photos);
    await recordLineChange(tx, ro, 'line-added', factsOf(data));
    return savedLine(em, ro, line.id);
  });
}

/** A line's description, quantity, price, recommendation or photos. */
export async function updateLine(
  deps: SignedInDeps,
  { id, lineId, change: input }: { id: number; lineId: number; change: RepairLineChangeInput },
) {
  const change = repairLineChangeSchema().parse(input);
  return inTransaction(deps, async (tx) => {
    const { em } = tx;
    const ro = await findRepairOrder(em, id, true);
    requireOpen(ro);
    const line = await findLine(em, ro.id, lineId);
    const { photos, ...fields } = change;
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(line, { [key]: value });
    await em.flush();
    if (photos) await setPhotos(em, line, photos);
    await recordLineChange(tx, ro, 'line-changed', factsOf(line));
    return savedLine(em, ro, line.id);
  });
}

/** Removes a line; a part it held goes back on offer. Estimates already sent keep it. */
export async function removeLine(deps: SignedInDeps, { id, lineId }: { id: number; lineId: number }) {
  return inTransaction(deps, async (tx) => {
    const { em, changed } = tx;
    const ro = await findRepairOrder(em, id, true);
    requireOpen(ro);
    const line = await findLine(em, ro.id, lineId);
    if (line.part && line.partReserved) {
      await releasePart(em, { id: line.id, partId: line.part.id });
      changed('parts');
    }
    const removed = factsOf(line);
    await em.nativeDelete(RepairOrderLine, { id: line.id });
    await recordLineChange(tx, ro, 'line-removed', removed);
    return { id: lineId };
  });
}
