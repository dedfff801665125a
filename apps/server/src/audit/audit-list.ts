import type { FilterQuery } from '@mikro-orm/core';
import {
  type AuditEventListInput,
  type AuditEventView,
  type AuditResult,
  auditEventListSchema,
  type Page,
} from '@shop/contract';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import type { Deps } from '../trpc/deps.ts';
import { AuditEvent } from './audit-event.entity.ts';

/** Newest first; the id (unique) orders events of the same millisecond. Indexed, also per actor and per action. */
const NEWEST_FIRST: OrderSpec<AuditEvent> = [
  ['at', 'desc'],
  ['id', 'desc'],
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function auditEventView(e: AuditEvent): AuditEventView {
  return {
    id: e.id,
    at: e.at,
    actorId: e.actorId ?? null,
    actorEmail: e.actorEmail ?? null,
    action: e.action,
    targetKind: e.targetKind ?? null,
    targetId: e.targetId ?? null,
    targetLabel: e.targetLabel ?? null,
    result: e.result as AuditResult,
    ip: e.ip ?? null,
    userAgent: e.userAgent ?? null,
  };
}

/** One page of the events the filter picks, newest first; `from` and `to` are whole UTC days. */
export async function auditEventsPage(
  { em }: Pick<Deps, 'em'>,
  query: AuditEventListInput,
): Promise<Page<AuditEventView>> {
  const { actor, action, from, to, limit, cursor } = auditEventListSchema().parse(query);
  const at: { $gte?: Date; $lt?: Date } = {};
  if (from) at.$gte = new Date(`${from}T00:00:00.000Z`);
  if (to) at.$lt = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
  const where: FilterQuery<AuditEvent> = {
    ...(actor ? { actorEmail: actor.toLowerCase() } : {}),
    ...(action ? { action } : {}),
    ...(from || to ? { at } : {}),
  };
  return mapPage(await cursorPage(em, AuditEvent, { where, orderBy: NEWEST_FIRST, limit, cursor }), auditEventView);
}
