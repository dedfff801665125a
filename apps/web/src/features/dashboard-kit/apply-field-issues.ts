import type { ValidationMessages } from '@shop/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssues } from './server-issues.ts';

/**
 * Shows a refused input's per-field issues (the server's 400) on the form's fields, each in the
 * reader's language, the first focused when asked. True when there were any: the form then says
 * what is wrong, where, and needs no toast.
 */
export function applyFieldIssues<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  messages: ValidationMessages,
  { focus = false }: { focus?: boolean } = {},
): boolean {
  const issues = fieldIssues(error, messages);
  issues.forEach((issue, i) => {
    form.setError(issue.path as Path<T>, { message: issue.message }, { shouldFocus: focus && i === 0 });
  });
  return issues.length > 0;
}
