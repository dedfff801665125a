import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const shop = {
  shopName: 'Desert Gear Transmission & Auto Repair',
  names: ['Ana', 'Díaz'],
  email: 'ana.diaz@shop.example',
};

describe('the staff password rule', () => {
  it('takes 8 to 128 characters of any kind, without rules about kinds', () => {
    expect(passwordProblem('seven77')).toBe('passwordMin8');
    expect(passwordProblem('brisket tuesday', shop)).toBeNull();
    expect(passwordProblem('ñandú-café-lámpara', shop)).toBeNull();
    expect(
      passwordProblem(
        'x'.repeat(128).replace(/x/g, (_, i) => String.fromCharCode(97 + (i % 26))),
        shop,
      ),
    ).toBeNull();
    expect(passwordProblem('y'.repeat(129))).toBe('passwordMax128');
    // Counted in characters, not bytes or UTF-16 units.
    expect(passwordProblem('🔧🔧🔧🔧🔧🔧🔧')).toBe('passwordMin8');
  });

  it('refuses the most common passwords, whatever their case and with digits or marks around them', () => {
    for (const common of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'Password123!', 'sunshine'])
      expect(passwordProblem(common, shop)).toBe('passwordTooCommon');
  });

  it("refuses the shop's and the person's own words, alone or with digits", () => {
    for (const own of ['DesertGear2026!', 'desert-gear', 'transmission1', 'ana.diaz.1990', 'AnaDiaz2026', 'diaz-ana!!'])
      expect(passwordProblem(own, shop)).toBe('passwordOwnWords');
    // Such a word inside a longer passphrase is fine.
    expect(passwordProblem('gear box in the desert sun', shop)).toBeNull();
    expect(passwordProblem('DesertGear2026!')).toBeNull();
  });
});
