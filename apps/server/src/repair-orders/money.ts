import type { RepairLineKind } from '@shop/contract';

/**
 * The repair orders' arithmetic, in whole numbers only: money in cents, quantities in hundredths,
 * tax rates in ten-thousandths of a percent, all as BigInt, so no figure ever passes through a
 * float. Text in ("1.5", "120.00", "8.375"), text out with two decimals ("180.00").
 */

/** A decimal string with at most `places` decimals as a whole number of 10^-places units. */
function scaled(value: string, places: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`not a plain decimal: ${value}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > places) throw new Error(`more than ${places} decimals: ${value}`);
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
}

export const cents = (amount: string): bigint => scaled(amount, 2);

/** Cents as dollars with two decimals: 18000n -> "180.00". */
export function dollars(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** `numerator / denominator`, rounded half-up (both positive or zero). */
const roundHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/** A line's total in cents: quantity x unit price, rounded half-up to the cent. */
export function lineTotal(quantity: string, unitPrice: string): bigint {
  return roundHalfUp(scaled(quantity, 2) * cents(unitPrice), 100n);
}

/** What the tax is worked out with (the shop's settings when the figures are made). */
export interface TaxRule {
  /** Percent as text, at most four decimals: "8.375". */
  partsTaxRate: string;
  /** Whether labor is taxed too (Nevada doesn't tax it). */
  laborTaxed: boolean;
}

export interface Totals {
  partsSubtotal: string;
  laborSubtotal: string;
  feesSubtotal: string;
  tax: string;
  total: string;
}

/** The sales tax in cents on a taxable amount, rounded half-up to the cent. */
export function taxOn(taxable: bigint, ratePercent: string): bigint {
  // The rate in ten-thousandths of a percent: 8.375% is 83750 / 1,000,000.
  return roundHalfUp(taxable * scaled(ratePercent, 4), 1_000_000n);
}

/** The subtotals of some lines, the tax on the taxable ones, and the total. */
export function totalsOf(
  lines: readonly { kind: RepairLineKind; quantity: string; unitPrice: string }[],
  rule: TaxRule,
): Totals & { totalCents: bigint } {
  const sums: Record<RepairLineKind, bigint> = { part: 0n, labor: 0n, fee: 0n };
  for (const line of lines) sums[line.kind] += lineTotal(line.quantity, line.unitPrice);
  const tax = taxOn(sums.part + (rule.laborTaxed ? sums.labor : 0n), rule.partsTaxRate);
  const total = sums.part + sums.labor + sums.fee + tax;
  return {
    partsSubtotal: dollars(sums.part),
    laborSubtotal: dollars(sums.labor),
    feesSubtotal: dollars(sums.fee),
    tax: dollars(tax),
    total: dollars(total),
    totalCents: total,
  };
}

/** A quantity as the answers write it: "1.5", "2" (no trailing zeros). */
export function plainQuantity(quantity: string): string {
  const value = scaled(quantity, 2);
  const whole = value / 100n;
  const fraction = String(value % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
