import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROLES, type Role } from '@shop/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { ListPager } from '../../dashboard-kit/ListPager.tsx';
import { ListSearchInput, useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { fieldIssues } from '../../dashboard-kit/server-issues.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { useRoleLabel } from '../../dashboard-kit/useRoleLabel.ts';
import { useValidationMessages } from '../../i18n/useValidationMessages.ts';
import { showToast } from '../../toast/toast.ts';
import { AccountsTable } from './AccountsTable.tsx';
import { useRefusalText } from './account-refusals.ts';
import { NewAccountDialog } from './NewAccountDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { ShownPasswordDialog } from './ShownPasswordDialog.tsx';
import { type StaffAccount, useStaffAccounts } from './useStaffAccounts.ts';

const nameOf = (a: StaffAccount) => [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email;

/**
 * The manager's Users screen: what `pnpm users` does, never taking the last manager away. One
 * page of accounts at a time, found by a search (name or email) and a role.
 */
export function StaffAccountsScreen() {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const search = useListSearch();
  const [role, setRole] = useState<Role | ''>('');
  const staff = useStaffAccounts({ q: search.search, role });
  const page = staff.accounts.data;
  const refusalText = useRefusalText();
  const [creating, setCreating] = useState(false);
  const deactivating = useDialog<StaffAccount>();
  const resetting = useDialog<StaffAccount>();
  const messages = useValidationMessages();
  const [resetRefused, setResetRefused] = useState<string | null>(null);
  const closeReset = () => {
    setResetRefused(null);
    resetting.close();
  };
  const done = (message: string) => () => showToast({ color: 'green', title: message, message: '' });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Staff accounts</Trans>
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          <Trans>Add account</Trans>
        </Button>
      </Group>
      {staff.refusal && (
        <Alert
          color="red"
          role="alert"
          title={t`Not changed`}
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={staff.dismissRefusal}
        >
          {refusalText(staff.refusal)}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap">
        <ListSearchInput label={t`Search accounts`} value={search.text} onChange={search.setText} />
        <NativeSelect
          label={t`Role`}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as Role | '')}
          data={[{ value: '', label: t`All roles` }, ...ROLES.map((r) => ({ value: r, label: roleLabel(r) }))]}
        />
      </Group>
      {staff.accounts.isPending && <Skeleton height={240} radius="md" aria-label={t`Loading`} />}
      {staff.accounts.isError && (
        <Text c="red.8">
          <Trans>The accounts could not be loaded. Please try again.</Trans>
        </Text>
      )}
      {page && page.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No accounts match.</Trans>
        </Text>
      )}
      {page && page.items.length > 0 && (
        <AccountsTable
          accounts={page.items}
          me={staff.me?.id ?? null}
          busy={staff.changing}
          onRole={(account, role) => staff.change(account, { role }, { saved: done(t`Role changed`) })}
          onActivate={(account) => staff.change(account, { isActive: true }, { saved: done(t`Account activated`) })}
          onDeactivate={(account) => deactivating.open(account)}
          onResetPassword={(account) => resetting.open(account)}
        />
      )}
      {page && (
        <ListPager
          page={page}
          firstRow={staff.paging.firstRow}
          // Until the page asked for comes, the one shown has the old cursors: a second click waits.
          onNext={() => !staff.accounts.isPlaceholderData && staff.paging.next(page)}
          onPrevious={() => !staff.accounts.isPlaceholderData && staff.paging.previous(page)}
          label={t`Accounts pages`}
        />
      )}
      <NewAccountDialog
        opened={creating}
        create={staff.create}
        onClose={() => setCreating(false)}
        onCreated={(generated) => {
          setCreating(false);
          if (!generated) done(t`Account created`)();
        }}
      />
      <ConfirmDialog
        opened={deactivating.opened}
        title={t`Deactivate account`}
        message={
          deactivating.subject
            ? t`${nameOf(deactivating.subject)} will be signed out at once and can't sign in until the account is activated again.`
            : ''
        }
        confirmLabel={t`Deactivate`}
        busy={staff.changing}
        onCancel={deactivating.close}
        onConfirm={() => {
          const account = deactivating.subject;
          if (account) {
            staff.change(
              account,
              { isActive: false },
              { settled: deactivating.close, saved: done(t`Account deactivated`) },
            );
          }
        }}
      />
      <ResetPasswordDialog
        opened={resetting.opened}
        account={resetting.subject}
        busy={staff.changing}
        onClose={closeReset}
        refused={resetRefused}
        onReset={(password) => {
          const account = resetting.subject;
          if (!account) return;
          setResetRefused(null);
          // A made-up password shows in its own dialog; a typed one needs only a word that it worked.
          staff.change(account, password ? { password } : { resetPassword: true }, {
            saved: () => {
              closeReset();
              if (password) done(t`Password changed`)();
            },
            // A password the rule refuses keeps the dialog open, saying why beside the field.
            failed: (error) => {
              const issue = fieldIssues(error, messages).find((i) => i.path === 'password');
              if (issue) setResetRefused(issue.message);
              else closeReset();
            },
          });
        }}
      />
      <ShownPasswordDialog shown={staff.shown} onClose={staff.dismissShown} />
    </Stack>
  );
}
