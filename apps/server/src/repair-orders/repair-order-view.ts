import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type PartStatus, repairOrderLabel } from '@shop/contract';
import { Refusal } from '../refusal.ts';
import type { RepairSettings } from '../settings/settings.service.ts';
import { authorisationsOf, estimatesOf } from './estimate-document.ts';
import { eventsOf } from './history.ts';
import { dollars, lineTotal, plainQuantity, type TaxRule, totalsOf } from './money.ts';
import { RepairOrder, RepairOrderLine, RepairOrderPhoto } from './repair-order.entity.ts';

/** A repair order as lists and the board show it. */
export function listedRow(ro: RepairOrder, total: string) {
  return {
    id: ro.id,
    number: repairOrderLabel(ro.number),
    status: ro.status,
    appointmentId: ro.appointment?.id ?? null,
    firstName: ro.firstName,
    lastName: ro.lastName,
    phone: ro.phone,
    email: ro.email ?? null,
    language: ro.language,
    vehicleYear: ro.vehicleYear,
    vehicleMake: ro.vehicleMake,
    vehicleModel: ro.vehicleModel,
    vin: ro.vin ?? null,
    mileage: ro.mileage ?? null,
    concern: ro.concern,
    total,
    createdAt: ro.createdAt,
    updatedAt: ro.updatedAt,
  };
}
export type ListedRow = ReturnType<typeof listedRow>;

/** "2014 Toyota Camry". */
export const vehicleOf = (ro: Pick<RepairOrder, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>) =>
  `${ro.vehicleYear} ${ro.vehicleMake} ${ro.vehicleModel}`;

export const taxRuleOf = (settings: RepairSettings): TaxRule => ({
  partsTaxRate: settings.partsTaxRate,
  laborTaxed: settings.laborTaxed,
});

/** A repair order's lines, in their order, with their photos. */
export async function linesOf(em: EntityManager, repairOrderId: number) {
  const lines = await em.find(
    RepairOrderLine,
    { repairOrder: repairOrderId },
    { orderBy: { position: 'asc', id: 'asc' }, populate: ['part'] },
  );
  const photos = lines.length
    ? await em.find(RepairOrderPhoto, { line: { $in: lines.map((l) => l.id) } }, { orderBy: { position: 'asc' } })
    : [];
  return lines.map((line) => ({
    line,
    photos: photos.filter((p) => p.line.id === line.id).map((p) => p.imageUrl),
  }));
}

/** One line as staff see it. */
export function lineRow(line: RepairOrderLine, photos: string[]) {
  return {
    id: line.id,
    kind: line.kind,
    description: line.description,
    quantity: plainQuantity(line.quantity),
    unitPrice: line.unitPrice,
    total: dollars(lineTotal(line.quantity, line.unitPrice)),
    partId: line.part?.id ?? null,
    partStatus: (line.part?.status ?? null) as PartStatus | null,
    partReserved: line.partReserved,
    recommendation: line.recommendation,
    photos,
    decision: line.decision ?? null,
  };
}

/** The current lines' totals, as the list shows them: one query for a page of repair orders. */
export async function currentTotals(
  em: EntityManager,
  ids: readonly number[],
  rule: TaxRule,
): Promise<Map<number, string>> {
  const totals = new Map<number, string>(ids.map((id) => [id, '0.00']));
  if (ids.length === 0) return totals;
  const rows = await em.execute<
    { repair_order_id: number; kind: 'labor' | 'part' | 'fee'; quantity: string; unit_price: string }[]
  >(
    `select repair_order_id, kind, quantity::text, unit_price::text from repair_order_lines where repair_order_id in (${ids.map(() => '?').join(', ')})`,
    [...ids],
  );
  for (const id of ids) {
    const lines = rows
      .filter((r) => r.repair_order_id === id)
      .map((r) => ({ kind: r.kind, quantity: r.quantity, unitPrice: r.unit_price }));
    totals.set(id, totalsOf(lines, rule).total);
  }
  return totals;
}

/** The whole repair order: lines and totals, estimates, authorisations and history. */
export async function repairOrderView(em: EntityManager, ro: RepairOrder, settings: RepairSettings) {
  const lines = await linesOf(em, ro.id);
  const rows = lines.map(({ line, photos }) => lineRow(line, photos));
  const { totalCents: _, ...totals } = totalsOf(
    lines.map(({ line }) => line),
    taxRuleOf(settings),
  );
  const authorisations = await authorisationsOf(em, ro.id);
  const estimates = (await estimatesOf(em, ro.id)).map((e) => {
    const { number: _n, version: _v, vehicle: _ve, vin: _vin, mileage: _m, concern: _c, ...figures } = e.document;
    return {
      ...figures,
      version: e.version,
      sha256: e.sha256,
      sentAt: e.sentAt,
      sentBy: e.sentBy,
      expiresAt: e.expiresAt,
      openedAt: e.openedAt,
      remindedAt: e.remindedAt,
      answer: authorisations.find((a) => a.version === e.version)?.outcome ?? null,
    };
  });
  return {
    ...listedRow(ro, totals.total),
    lines: rows,
    totals,
    laborRate: settings.laborRate,
    estimates,
    authorisations: authorisations.map(({ estimateVersionId: _, ...a }) => a),
    history: await eventsOf(em, ro.id),
    pickedUpAt: ro.pickedUpAt ?? null,
  };
}
export type RepairOrderView = Awaited<ReturnType<typeof repairOrderView>>;

/** The repair order, or 404; locked for the transaction's change when `lock`. */
export async function findRepairOrder(em: EntityManager, id: number, lock = false): Promise<RepairOrder> {
  const ro = await em.findOne(RepairOrder, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!ro) throw new Refusal('not-found', 'Repair order not found');
  return ro;
}
