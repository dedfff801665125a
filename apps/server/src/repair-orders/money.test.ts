import { describe, expect, it } from 'vitest';
import { cents, dollars, lineTotal, plainQuantity, taxOn, totalsOf } from './money.ts';

describe('the repair orders’ money, in whole cents', () => {
  it('multiplies a quantity by a unit price and rounds half-up to the cent', () => {
    expect(dollars(lineTotal('1.5', '120.00'))).toBe('180.00');
    // 0.5 x 0.01 = 0.005: half a cent goes up; 0.33 x 10.01 = 3.3033 goes down.
    expect(dollars(lineTotal('0.5', '0.01'))).toBe('0.01');
    expect(dollars(lineTotal('0.33', '10.01'))).toBe('3.30');
    // 1.15 x 1.15 = 1.3225 -> 1.32; 0.25 x 0.10 = 0.025 -> 0.03.
    expect(dollars(lineTotal('1.15', '1.15'))).toBe('1.32');
    expect(dollars(lineTotal('0.25', '0.10'))).toBe('0.03');
    // Beyond what a float holds exactly: 99,999 x 99,999,999.99.
    expect(dollars(lineTotal('99999', '99999999.99'))).toBe('9999899999000.01');
  });

  it('taxes at a rate with up to four decimals, half-up', () => {
    // 100.00 x 8.375% = 8.375 -> 8.38; 4.35 x 8.375% = 0.3643 -> 0.36.
    expect(dollars(taxOn(cents('100.00'), '8.375'))).toBe('8.38');
    expect(dollars(taxOn(cents('4.35'), '8.375'))).toBe('0.36');
    expect(dollars(taxOn(0n, '8.375'))).toBe('0.00');
  });

  it('taxes parts only, unless labor is taxed too; fees never', () => {
    const lines = [
      { kind: 'labor' as const, quantity: '2', unitPrice: '120.00' },
      { kind: 'part' as const, quantity: '1', unitPrice: '350.00' },
      { kind: 'fee' as const, quantity: '1', unitPrice: '25.00' },
    ];
    const parts = totalsOf(lines, { partsTaxRate: '8.375', laborTaxed: false });
    // 350.00 x 8.375% = 29.3125 -> 29.31.
    expect(parts).toMatchObject({
      partsSubtotal: '350.00',
      laborSubtotal: '240.00',
      feesSubtotal: '25.00',
      tax: '29.31',
    });
    expect(parts.total).toBe('644.31');
    // (350 + 240) x 8.375% = 49.4125 -> 49.41.
    expect(totalsOf(lines, { partsTaxRate: '8.375', laborTaxed: true }).tax).toBe('49.41');
  });

  it('refuses what isn’t a plain decimal rather than guess, and writes quantities plainly', () => {
    expect(() => cents('1.005')).toThrow();
    expect(() => cents('1e3')).toThrow();
    expect(() => cents('-1')).toThrow();
    expect(plainQuantity('1.50')).toBe('1.5');
    expect(plainQuantity('2.00')).toBe('2');
    expect(plainQuantity('0.25')).toBe('0.25');
  });
});
