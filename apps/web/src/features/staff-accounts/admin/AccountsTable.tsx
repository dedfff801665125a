import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { ROLES, type Role } from '@shop/contract';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useRoleLabel } from '../../dashboard-kit/useRoleLabel.ts';
import type { StaffAccount } from './useStaffAccounts.ts';

/** The accounts: name, email, role (changed in place), active or not, last sign-in, and actions. */
export function AccountsTable({
  accounts,
  me,
  busy,
  onRole,
  onActivate,
  onDeactivate,
  onResetPassword,
  onEndSessions,
  onResetFactors,
}: {
  accounts: StaffAccount[];
  me: string | null;
  busy: boolean;
  onRole: (account: StaffAccount, role: Role) => void;
  onActivate: (account: StaffAccount) => void;
  onDeactivate: (account: StaffAccount) => void;
  onResetPassword: (account: StaffAccount) => void;
  onEndSessions: (account: StaffAccount) => void;
  onResetFactors: (account: StaffAccount) => void;
}) {
  const { t } = useLingui();
  const formats = useDashboardFormats();
  const roleLabel = useRoleLabel();
  return (
    <Table.ScrollContainer minWidth={820} data-list="accounts">
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Email</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Role</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last sign-in</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => {
            const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
            const who = name || account.email;
            return (
              <Table.Tr key={account.id} data-row>
                <Table.Td>
                  {name || (
                    <Text c="dimmed" size="sm">
                      —
                    </Text>
                  )}
                  {account.id === me && (
                    <Text size="xs" c="dimmed">
                      <Trans>(you)</Trans>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.email}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t`Role of ${who}`}
                    miw={140}
                    value={account.role}
                    disabled={busy}
                    data={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
                    onChange={(e) => onRole(account, e.currentTarget.value as Role)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {account.isActive ? (
                      <Badge color="green.9" variant="light">
                        <Trans>Active</Trans>
                      </Badge>
                    ) : (
                      <Badge color="gray.8" variant="light">
                        <Trans>Inactive</Trans>
                      </Badge>
                    )}
                    {account.twoStep ? (
                      <Badge color="blue.9" variant="light">
                        <Trans>Two-step</Trans>
                      </Badge>
                    ) : (
                      <Badge color="gray.8" variant="outline">
                        <Trans>Password only</Trans>
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{account.lastSignInAt ? formats.dateTime.format(account.lastSignInAt) : t`Never`}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {account.isActive ? (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        aria-label={t`Deactivate ${who}`}
                        onClick={() => onDeactivate(account)}
                      >
                        <Trans>Deactivate</Trans>
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`Activate ${who}`}
                        disabled={busy}
                        onClick={() => onActivate(account)}
                      >
                        <Trans>Activate</Trans>
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t`Reset password of ${who}`}
                      onClick={() => onResetPassword(account)}
                    >
                      <Trans>Reset password</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t`End sessions of ${who}`}
                      onClick={() => onEndSessions(account)}
                    >
                      <Trans>End sessions</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t`Reset two-step sign-in of ${who}`}
                      onClick={() => onResetFactors(account)}
                    >
                      <Trans>Reset two-step sign-in</Trans>
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
