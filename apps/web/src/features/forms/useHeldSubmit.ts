import { useEffect, useRef } from 'react';
import { takeEarlySubmit } from './early-submit.ts';

/**
 * For a form the server renders (mark it `data-waiting-for-code`, give it the returned ref): a
 * submission the visitor made before this code was in (early-submit.ts holds it) is sent once the
 * form is on screen with its code, with what they had typed.
 */
export function useHeldSubmit(submit: () => void) {
  const formElement = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is on screen with its code.
  useEffect(() => {
    if (takeEarlySubmit(formElement.current)) submit();
  }, []);
  return formElement;
}
