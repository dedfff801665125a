import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Recommendation, RepairLineKind } from '@shop/contract';
import type { Totals } from './money.ts';

/** One line as the customer was shown it. */
export interface FrozenLine {
  id: number;
  kind: RepairLineKind;
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
  recommendation: Recommendation;
  photos: string[];
  partId: number | null;
}

/**
 * An estimate version exactly as the customer is shown it. It is stored as the JSON text written
 * once when it is sent, and its SHA-256 is of that text: the record of what was authorised reads
 * the same bytes for as long as it is kept.
 */
export interface EstimateDocument extends Totals {
  number: string;
  version: number;
  vehicle: string;
  vin: string | null;
  mileage: number | null;
  concern: string;
  lines: FrozenLine[];
  partsTaxRate: string;
  laborTaxed: boolean;
}

export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A stored version, as read back. */
export interface StoredEstimate {
  id: number;
  version: number;
  document: EstimateDocument;
  sha256: string;
  sentAt: Date;
  sentBy: string | null;
  expiresAt: Date;
  openedAt: Date | null;
  remindedAt: Date | null;
}

interface EstimateRow {
  id: number;
  version: number;
  document: string;
  sha256: string;
  sent_at: Date;
  sent_by_name: string | null;
  expires_at: Date;
  opened_at: Date | null;
  reminded_at: Date | null;
}

const stored = (r: EstimateRow): StoredEstimate => ({
  id: r.id,
  version: r.version,
  document: JSON.parse(r.document) as EstimateDocument,
  sha256: r.sha256.trim(),
  sentAt: new Date(r.sent_at),
  sentBy: r.sent_by_name,
  expiresAt: new Date(r.expires_at),
  openedAt: r.opened_at ? new Date(r.opened_at) : null,
  remindedAt: r.reminded_at ? new Date(r.reminded_at) : null,
});

const COLUMNS = 'id, version, document, sha256, sent_at, sent_by_name, expires_at, opened_at, reminded_at';

/** Every version sent of a repair order, first first. */
export async function estimatesOf(em: EntityManager, repairOrderId: number): Promise<StoredEstimate[]> {
  const rows = await em.execute<EstimateRow[]>(
    `select ${COLUMNS} from estimate_versions where repair_order_id = ? order by version`,
    [repairOrderId],
  );
  return rows.map(stored);
}

/** The latest version sent, or null before any. */
export async function latestEstimate(em: EntityManager, repairOrderId: number): Promise<StoredEstimate | null> {
  const [row] = await em.execute<EstimateRow[]>(
    `select ${COLUMNS} from estimate_versions where repair_order_id = ? order by version desc limit 1`,
    [repairOrderId],
  );
  return row ? stored(row) : null;
}

/** One authorisation as it was given. */
export interface Authorisation {
  id: number;
  estimateVersionId: number;
  version: number;
  outcome: 'approved' | 'declined';
  decisions: { lineId: number; description: string; total: string; approved: boolean; reason: string | null }[];
  approvedTotal: string;
  signedName: string;
  declineReason: string | null;
  authorisedAt: Date;
  ip: string | null;
  userAgent: string | null;
  estimateSha256: string;
}

/** Every authorisation of a repair order, first first. */
export async function authorisationsOf(em: EntityManager, repairOrderId: number): Promise<Authorisation[]> {
  const rows = await em.execute<
    {
      id: number;
      estimate_version_id: number;
      version: number;
      outcome: 'approved' | 'declined';
      decisions: Authorisation['decisions'] | string;
      approved_total: string;
      signed_name: string;
      decline_reason: string | null;
      authorised_at: Date;
      ip: string | null;
      user_agent: string | null;
      estimate_sha256: string;
    }[]
  >(
    `select id, estimate_version_id, version, outcome, decisions, approved_total::text, signed_name, decline_reason,
            authorised_at, ip, user_agent, estimate_sha256
       from estimate_authorisations where repair_order_id = ? order by version`,
    [repairOrderId],
  );
  return rows.map((r) => ({
    id: r.id,
    estimateVersionId: r.estimate_version_id,
    version: r.version,
    outcome: r.outcome,
    decisions: typeof r.decisions === 'string' ? JSON.parse(r.decisions) : r.decisions,
    approvedTotal: r.approved_total,
    signedName: r.signed_name,
    declineReason: r.decline_reason,
    authorisedAt: new Date(r.authorised_at),
    ip: r.ip,
    userAgent: r.user_agent,
    estimateSha256: r.estimate_sha256.trim(),
  }));
}
