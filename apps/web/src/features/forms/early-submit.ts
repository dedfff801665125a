/**
 * A server-rendered form that can only be sent by its code carries `data-waiting-for-code`; its
 * submit button is disabled in the HTML, so a browser without any of the page's code can't send
 * it as a plain page request (with the visitor's details in the address). The entry, the first and
 * smallest code a page loads, enables those buttons and holds a submission made before the form's
 * own code has taken the form over: it marks the form `data-sent-early`, and the form, once its
 * code is in, sends it (`takeEarlySubmit`). So the button works as soon as the page has any code,
 * and no click on it is lost.
 */
export function holdEarlySubmits(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('form[data-waiting-for-code] [type="submit"]')) {
    button.disabled = false;
    // The look of a disabled button (Mantine styles it by this attribute) goes with it.
    button.removeAttribute('data-disabled');
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-waiting-for-code')) return;
      event.preventDefault();
      form.setAttribute('data-sent-early', '');
    },
    { capture: true },
  );
}

/** Whether the visitor already asked to send `form` before its code was in. */
export const sentEarly = (form: HTMLFormElement) => form.hasAttribute('data-sent-early');

/**
 * Called once the form's code has taken `form` over: from now on its own handler answers. True when
 * a submission was held for it, which the caller then sends.
 */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  form.removeAttribute('data-waiting-for-code');
  const held = sentEarly(form);
  form.removeAttribute('data-sent-early');
  return held;
}
