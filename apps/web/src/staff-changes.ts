import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { clearToasts, showErrorToast, showSuccessToast } from './features/toast/toast.ts';

/** A toast's words: its title, or a title and a line under it. */
export type ToastText = string | { title: string; message: string };

/**
 * What a staff change says about itself, as its mutation's `meta`
 * (`useMutation(trpc.x.mutationOptions({ meta: { refreshes, done, failed } }))`), so that every
 * change refreshes what it touched and says how it went the same way, here, for the whole
 * dashboard; the button that started it shows the mutation's `isPending`.
 */
export type StaffChange = {
  /**
   * The queries the change makes stale (`trpc.messages.pathKey()`, `trpc.x.queryKey()`), read again
   * once it settles: done or refused, the server's answer is what the screen should show.
   */
  refreshes?: readonly QueryKey[];
  /** The toast once done (chosen by the answer and what was sent); without one, a failure toast of an earlier try goes away. */
  done?: ToastText | ((answer: never, sent: never) => ToastText | null);
  /**
   * The toast when it fails; chosen by the refusal (and what was sent) when a function, which
   * answers null when the screen shows the refusal itself (a form's fields, a dialog's alert).
   * Without it the screen does.
   */
  failed?: ToastText | ((error: unknown, sent: never) => ToastText | null);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: StaffChange;
  }
}

const show = (text: ToastText | null, as: (title: string, message?: string) => void) => {
  if (text === null) return;
  if (typeof text === 'string') as(text);
  else as(text.title, text.message);
};

/** The mutation cache's handlers that do what each change's `StaffChange` says. */
export function staffChangeHandlers(queryClient: () => QueryClient) {
  return {
    onSuccess: (answer: unknown, sent: unknown, meta: StaffChange | undefined) => {
      if (!meta) return;
      const { done } = meta;
      if (done === undefined) clearToasts();
      else show(typeof done === 'function' ? done(answer as never, sent as never) : done, showSuccessToast);
    },
    onError: (error: unknown, sent: unknown, meta: StaffChange | undefined) => {
      const failed = meta?.failed;
      if (failed === undefined) return;
      show(typeof failed === 'function' ? failed(error, sent as never) : failed, showErrorToast);
    },
    onSettled: (meta: StaffChange | undefined) =>
      Promise.all((meta?.refreshes ?? []).map((queryKey) => queryClient().invalidateQueries({ queryKey }))),
  };
}
