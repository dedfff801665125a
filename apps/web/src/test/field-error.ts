/**
 * The error a form field announces, as a screen reader reads it: when the field is marked invalid,
 * the text of the error its `aria-describedby` names (Mantine ids it `<field>-error`, beside the
 * field's `-description`); null when it is valid. A message shown somewhere on the screen but tied
 * to no field, or to the wrong one, does not count.
 */
export function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => field.ownerDocument.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.join(' ') || null;
}
