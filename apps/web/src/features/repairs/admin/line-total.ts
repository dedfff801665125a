/**
 * A line's total while it is typed (quantity x unit price, half-up to the cent), in exact decimals
 * like the server's: the form shows what the line will come to before it is saved; the saved
 * figures are always the server's. Null while either is not a number yet.
 */
export function lineTotalPreview(quantity: string, unitPrice: string): string | null {
  const q = hundredths(quantity);
  const p = hundredths(unitPrice.replace(/[$,\s]/g, ''));
  if (q === null || p === null) return null;
  // Hundredths x hundredths: ten-thousandths of a dollar, rounded half-up to whole cents.
  const cents = (q * p + 50n) / 100n;
  const whole = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}

/** "1.5" -> 150n; at most two decimals, not negative; anything else null. */
function hundredths(text: string): bigint | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  return BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
}
