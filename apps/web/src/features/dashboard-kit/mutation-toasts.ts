import { clearToasts, showErrorToast, showSuccessToast } from '../toast/toast.ts';

/**
 * The toasts of a staff change, as mutation callbacks: after `then`, a success toast (or, with none,
 * the failure toast of an earlier try goes away), and the failure toast when the server refused.
 */
export function toastsFor(success: string | null, failure: string, then?: () => void) {
  return {
    onSuccess: () => {
      then?.();
      if (success) showSuccessToast(success);
      else clearToasts();
    },
    onError: () => showErrorToast(failure),
  };
}
