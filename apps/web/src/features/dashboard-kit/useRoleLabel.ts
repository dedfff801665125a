import { useLingui } from '@lingui/react/macro';
import type { Role } from '@shop/contract';

/** A role as staff read it, in their language. */
export function useRoleLabel() {
  const { t } = useLingui();
  const labels: Record<Role, string> = { user: t`User`, supervisor: t`Supervisor`, manager: t`Manager` };
  return (role: Role) => labels[role];
}
