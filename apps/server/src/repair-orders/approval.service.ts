import type { EntityManager } from '@mikro-orm/postgresql';
import { type EstimateApprovalInput, estimateApprovalSchema, type RepairOrderStatus } from '@shop/contract';
import { describeWhen } from '../appointments/emails/appointment-details.ts';
import { openRepairLink } from '../customer-links/customer-links.ts';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import type { PublicSettings } from '../settings/settings.service.ts';
import { shopNotifyEmail, shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { authorisationCopyEmail } from './emails/authorisation-copy.ts';
import { shopAnswerNoticeEmail } from './emails/shop-answer-notice.ts';
import { estimateLink, repairDetails } from './estimate.service.ts';
import { type Authorisation, authorisationsOf, latestEstimate, type StoredEstimate } from './estimate-document.ts';
import { recordEvent } from './history.ts';
import { releasePart, reservePart } from './inventory.ts';
import { cents, dollars, taxOn } from './money.ts';
import type { RepairOrder } from './repair-order.entity.ts';
import { findRepairOrder, vehicleOf } from './repair-order-view.ts';

const LINK_REFUSAL = 'Too many tries. Please wait a few minutes or call us.';

/** One answer for a malformed, unknown, expired or foreign token: it never says which. */
const linkNotValid = () => new Refusal('link-not-valid', 'This link is not valid or has expired');

/** The repair order a link opens, after the caller's address has paid for the look. */
async function openLink(deps: Deps, token: string): Promise<{ repairOrderId: number; now: Date }> {
  await takeAttempt(deps.limits.customerLinkPerIp, deps.caller.ip, LINK_REFUSAL);
  const now = deps.now();
  const link = await openRepairLink(deps.em, token, now);
  if (!link) throw linkNotValid();
  return { repairOrderId: link.repairOrderId, now };
}

/** The estimate as the customer's page shows it: the latest version, and its answer once given. */
async function customerView(
  em: EntityManager,
  ro: RepairOrder,
  estimate: StoredEstimate,
  shop: PublicSettings,
  now: Date,
) {
  const authorisation = (await authorisationsOf(em, ro.id)).find((a) => a.version === estimate.version) ?? null;
  const statuses = await em.execute<{ to_status: RepairOrderStatus; at: Date }[]>(
    `select to_status, at from repair_order_events where repair_order_id = ? and to_status is not null order by at, id`,
    [ro.id],
  );
  const doc = estimate.document;
  const expired = authorisation === null && now.getTime() >= estimate.expiresAt.getTime();
  const decisionOf = (lineId: number) => {
    const decision = authorisation?.decisions.find((d) => d.lineId === lineId);
    return decision ? (decision.approved ? ('approved' as const) : ('declined' as const)) : null;
  };
  return {
    number: doc.number,
    status: ro.status,
    language: ro.language,
    firstName: ro.firstName,
    vehicle: doc.vehicle,
    concern: doc.concern,
    shop: { name: shop.shopName, phone: shop.phone },
    estimate: {
      version: estimate.version,
      lines: doc.lines.map(({ partId: _, ...line }) => ({ ...line, decision: decisionOf(line.id) })),
      partsSubtotal: doc.partsSubtotal,
      laborSubtotal: doc.laborSubtotal,
      feesSubtotal: doc.feesSubtotal,
      tax: doc.tax,
      total: doc.total,
      partsTaxRate: doc.partsTaxRate,
      laborTaxed: doc.laborTaxed,
      sentAt: estimate.sentAt,
      expiresAt: estimate.expiresAt,
      expired,
      answerable: authorisation === null && !expired && ro.status === 'awaiting-approval',
    },
    authorisation: authorisation && {
      outcome: authorisation.outcome,
      signedName: authorisation.signedName,
      authorisedAt: authorisation.authorisedAt,
      approvedTotal: authorisation.approvedTotal,
      declineReason: authorisation.declineReason,
    },
    history: statuses.map((s) => ({ status: s.to_status, at: new Date(s.at) })),
  };
}

/** Public, by the token: the latest estimate; the first look is the shop's "opened". */
export async function viewEstimate(deps: Deps, { token }: { token: string }) {
  const { repairOrderId, now } = await openLink(deps, token);
  const shop = await shopSettings(deps);
  return inTransaction(deps, async ({ em, live }) => {
    const ro = await findRepairOrder(em, repairOrderId);
    const estimate = await latestEstimate(em, ro.id);
    if (!estimate) throw linkNotValid();
    const opened = await em.execute<{ id: number }[]>(
      'update estimate_versions set opened_at = ? where id = ? and opened_at is null returning id',
      [now, estimate.id],
    );
    if (opened.length > 0) {
      await recordEvent(em, {
        repairOrderId: ro.id,
        kind: 'estimate-opened',
        by: 'customer',
        at: now,
        facts: { version: estimate.version },
      });
      await live.publish({ kind: 'estimate-opened', subject: ro.id, audience: 'supervisor' });
    }
    return customerView(em, ro, estimate, shop, now);
  });
}

/** The approved lines' total with the tax they carry, as the version's tax rule works it out. */
function approvedTotalOf(estimate: StoredEstimate, approved: ReadonlySet<number>): string {
  const doc = estimate.document;
  let taxable = 0n;
  let sum = 0n;
  for (const line of doc.lines) {
    if (!approved.has(line.id)) continue;
    const total = cents(line.total);
    sum += total;
    if (line.kind === 'part' || (line.kind === 'labor' && doc.laborTaxed)) taxable += total;
  }
  return dollars(sum + taxOn(taxable, doc.partsTaxRate));
}

/**
 * The customer's answer to the estimate shown: a decision for every line of that version and
 * their typed name. Written once, for good, with the moment, their address and browser, and the
 * SHA-256 of the estimate as shown. The repair order's row lock takes two answers racing one after
 * the other (and a unique index stands behind it): the second finds the first and is refused.
 * Approved inventory parts are held for the car, declined ones go back on offer. The customer gets
 * a copy, the shop a notice.
 */
export async function answerEstimate(deps: Deps, input: EstimateApprovalInput & { token: string }) {
  const { token, ...answer } = input;
  const data = estimateApprovalSchema().parse(answer);
  const { repairOrderId, now } = await openLink(deps, token);
  const shop = await shopSettings(deps);
  const notify = await shopNotifyEmail(deps);
  return inTransaction(deps, async (tx) => {
    const { em } = tx;
    const ro = await findRepairOrder(em, repairOrderId, true);
    const estimate = await latestEstimate(em, ro.id);
    if (!estimate) throw linkNotValid();
    if (data.version !== estimate.version) {
      throw new Refusal('estimate-outdated', 'A newer version of this estimate replaced the one answered');
    }
    const answered = await em.execute<{ id: number }[]>(
      'select id from estimate_authorisations where estimate_version_id = ?',
      [estimate.id],
    );
    if (answered.length > 0) throw new Refusal('estimate-answered', 'This estimate has its answer already');
    if (ro.status !== 'awaiting-approval') {
      throw new Refusal('repair-order-closed', `The repair order is ${ro.status}: call the shop`);
    }
    if (now.getTime() >= estimate.expiresAt.getTime()) {
      throw new Refusal('estimate-expired', 'This estimate has expired: please call the shop');
    }
    const lines = estimate.document.lines;
    const byLine = new Map(data.decisions.map((d) => [d.lineId, d]));
    if (byLine.size !== data.decisions.length || lines.length !== byLine.size || lines.some((l) => !byLine.has(l.id))) {
      throw new Refusal('invalid-input', { field: 'decisions', key: 'decisionsIncomplete' });
    }
    const approvedIds = new Set(lines.filter((l) => byLine.get(l.id)?.approved).map((l) => l.id));
    const outcome = approvedIds.size > 0 ? ('approved' as const) : ('declined' as const);
    const decisions: Authorisation['decisions'] = lines.map((l) => ({
      lineId: l.id,
      description: l.description,
      total: l.total,
      approved: approvedIds.has(l.id),
      reason: byLine.get(l.id)?.reason ?? null,
    }));
    const approvedTotal = approvedTotalOf(estimate, approvedIds);
    await em.execute(
      `insert into estimate_authorisations (estimate_version_id, repair_order_id, version, outcome, decisions, approved_total,
         signed_name, decline_reason, authorised_at, ip, user_agent, estimate_sha256)
       values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?)`,
      [
        estimate.id,
        ro.id,
        estimate.version,
        outcome,
        JSON.stringify(decisions),
        approvedTotal,
        data.signedName,
        data.declineReason,
        now,
        tx.caller.ip.slice(0, 100) || null,
        tx.caller.userAgent?.slice(0, 500) ?? null,
        estimate.sha256,
      ],
    );

    // The lines that are still on the order take the decision; their inventory parts follow it.
    let partsMoved = false;
    const current = await em.execute<{ id: number; part_id: number | null; part_reserved: boolean }[]>(
      `select id, part_id, part_reserved from repair_order_lines where repair_order_id = ?`,
      [ro.id],
    );
    for (const line of current) {
      if (!byLine.has(line.id)) continue;
      const approved = approvedIds.has(line.id);
      await em.execute('update repair_order_lines set decision = ? where id = ?', [
        approved ? 'approved' : 'declined',
        line.id,
      ]);
      if (line.part_id === null) continue;
      if (approved && !line.part_reserved) {
        partsMoved = (await reservePart(em, { id: line.id, partId: line.part_id })) || partsMoved;
      } else if (!approved && line.part_reserved) {
        await releasePart(em, { id: line.id, partId: line.part_id });
        partsMoved = true;
      }
    }
    if (partsMoved) tx.changed('parts');

    const from = ro.status;
    ro.status = outcome;
    await em.flush();
    await recordEvent(em, {
      repairOrderId: ro.id,
      kind: 'authorised',
      by: 'customer',
      at: now,
      from,
      to: outcome,
      facts: { version: estimate.version, signedName: data.signedName, total: approvedTotal },
    });
    await tx.live.publish({ kind: `estimate-${outcome}`, subject: ro.id, audience: 'supervisor' });
    await tx.audit.record({
      action: 'estimate-answered',
      actor: null,
      target: {
        kind: 'repair-order',
        id: String(ro.id),
        label: `${estimate.document.number} version ${estimate.version} ${outcome} by ${data.signedName}`,
      },
    });

    const customer = repairDetails(ro);
    if (customer) {
      const link = await estimateLink(tx, ro);
      await tx.mail.queue(
        authorisationCopyEmail(customer, shop, {
          version: estimate.version,
          outcome,
          signedName: data.signedName,
          authorisedAt: describeWhen(now, ro.language),
          lines: decisions,
          approvedTotal,
          link,
        }),
      );
    }
    await tx.mail.queue(
      shopAnswerNoticeEmail(
        { to: notify, shopName: shop.shopName },
        { number: estimate.document.number, customer: `${ro.firstName} ${ro.lastName}`, vehicle: vehicleOf(ro) },
        { version: estimate.version, outcome, approvedTotal, link: `${tx.origin()}/dashboard/repairs/${ro.id}` },
      ),
    );
    return customerView(em, ro, estimate, shop, now);
  });
}
