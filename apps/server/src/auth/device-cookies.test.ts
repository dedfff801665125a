import { describe, expect, it } from 'vitest';
import { checkDeviceCookie, cookieFrom, deviceCookieName, issueDeviceCookie } from './device-cookies.ts';

const SECRET = Buffer.from('a device-cookie secret for tests');
const EMAIL = 'manager@desertgear.example';
const NOW = new Date('2026-11-28T12:00:00Z');

describe('reading a device cookie from the Cookie header', () => {
  const name = deviceCookieName(EMAIL);
  const value = issueDeviceCookie(SECRET, EMAIL, NOW);

  it('finds it among the other cookies, however they are spaced', () => {
    for (const header of [
      `${name}=${value}`,
      `theme=dark; ${name}=${value}; language=es`,
      `theme=dark;${name}=${value};language=es`,
      `  ${name} =  ${value}  ;`,
      `junk; =nameless; ${name}=${value}`,
    ]) {
      expect([header, cookieFrom(header, name)]).toEqual([header, value]);
    }
    expect(checkDeviceCookie(SECRET, EMAIL, cookieFrom(`a=b; ${name}=${value}`, name), NOW)).toBeTypeOf('string');
  });

  it('takes the first of a cookie named twice (browsers send the most specific path first)', () => {
    const other = issueDeviceCookie(SECRET, EMAIL, NOW);
    expect(cookieFrom(`${name}=${value}; ${name}=${other}`, name)).toBe(value);
    expect(cookieFrom(`${name}=not-valid; ${name}=${value}`, name)).toBe('not-valid');
  });

  it('reads nothing from a missing, empty or oversized header, nor a cookie whose name only looks alike', () => {
    expect(cookieFrom(undefined, name)).toBeUndefined();
    expect(cookieFrom('', name)).toBeUndefined();
    expect(cookieFrom(`x${name}=${value}`, name)).toBeUndefined();
    expect(cookieFrom(`${name}`, name)).toBeUndefined();
    const huge = `${'filler=1; '.repeat(900)}${name}=${value}`;
    expect(huge.length).toBeGreaterThan(8192);
    expect(cookieFrom(huge, name)).toBeUndefined();
  });

  it('finds nothing valid in a tampered or foreign value', () => {
    const tampered = `${value.slice(0, -2)}xx`;
    expect(checkDeviceCookie(SECRET, EMAIL, cookieFrom(`${name}=${tampered}`, name), NOW)).toBeUndefined();
    expect(
      checkDeviceCookie(SECRET, 'someone@else.example', cookieFrom(`${name}=${value}`, name), NOW),
    ).toBeUndefined();
  });
});
