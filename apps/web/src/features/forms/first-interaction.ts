import { sentEarly } from './early-submit.ts';

/**
 * Resolves at the visitor's first touch, click, key or focus on a page the server rendered (the
 * form is already on screen, only its code is missing), and at once otherwise, or when the visitor
 * has already started on the form (focused, typed in it or pressed its submit button before the
 * page's code arrived).
 */
export function firstInteraction(formId: string): Promise<void> {
  const form = typeof document === 'undefined' ? null : document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return Promise.resolve();
  const typedIn = (field: Element) =>
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '';
  // A button of another form of the page's held (the sign-in's passkey) counts too.
  const started =
    form.contains(document.activeElement) ||
    [...form.elements].some(typedIn) ||
    sentEarly(form) ||
    document.querySelector('form[data-sent-early]') !== null;
  if (started) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
    const go = () => {
      for (const name of events) document.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) document.addEventListener(name, go, { capture: true, passive: true });
  });
}
