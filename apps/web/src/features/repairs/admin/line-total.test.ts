import { describe, expect, it } from 'vitest';
import { lineTotalPreview } from './line-total.ts';

describe('a line’s total as it is typed', () => {
  it('is quantity x unit price in exact cents', () => {
    expect(lineTotalPreview('1.5', '120.00')).toBe('180.00');
    expect(lineTotalPreview('3', '0.10')).toBe('0.30');
    expect(lineTotalPreview('1', '$1,450.00')).toBe('1450.00');
  });

  it('rounds half-up to the cent', () => {
    // 0.33 x 0.05 = 0.0165 -> 0.02; 0.25 x 0.02 = 0.005 -> 0.01.
    expect(lineTotalPreview('0.33', '0.05')).toBe('0.02');
    expect(lineTotalPreview('0.25', '0.02')).toBe('0.01');
    expect(lineTotalPreview('0.24', '0.02')).toBe('0.00');
  });

  it('is nothing while either is not a number yet', () => {
    expect(lineTotalPreview('', '120.00')).toBeNull();
    expect(lineTotalPreview('1.', '120')).toBeNull();
    expect(lineTotalPreview('1', '12.345')).toBeNull();
    expect(lineTotalPreview('-1', '5')).toBeNull();
  });
});
