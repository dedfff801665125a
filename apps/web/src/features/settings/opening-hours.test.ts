import { describe, expect, it } from 'vitest';
import { formatOpeningHours, parseOpeningHours } from './opening-hours.ts';

describe('opening hours from the settings', () => {
  it('reads the 12-hour ranges the shop writes', () => {
    expect(parseOpeningHours('8:30 AM - 6:00 PM')).toEqual({ opens: '08:30', closes: '18:00' });
    expect(parseOpeningHours('9:30 AM - 1:00 PM')).toEqual({ opens: '09:30', closes: '13:00' });
    expect(parseOpeningHours('12 pm – 12:30 a.m.')).toEqual({ opens: '12:00', closes: '00:30' });
  });

  it('leaves text it cannot read alone', () => {
    expect(parseOpeningHours('By appointment')).toBeNull();
    expect(formatOpeningHours('By appointment', 'es')).toBe('By appointment');
  });

  it('writes them as English and Spanish readers in Las Vegas expect', () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(formatOpeningHours('8:30 AM - 6:00 PM', 'en'))).toBe('8:30 AM – 6:00 PM');
    expect(plain(formatOpeningHours('8:30 AM - 6:00 PM', 'es'))).toBe('8:30 a.m. – 6:00 p.m.');
  });
});
