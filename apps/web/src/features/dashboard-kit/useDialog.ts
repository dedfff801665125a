import { useState } from 'react';

/**
 * A dialog about one thing (a part, an image, a message). Closing keeps the thing, so the dialog
 * still shows it while it fades out.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ subject: T | null; opened: boolean }>({ subject: null, opened: false });
  return {
    subject: state.subject,
    opened: state.opened,
    open: (subject: T) => setState({ subject, opened: true }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
