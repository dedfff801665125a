import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Title } from '@mantine/core';
import { ROLES, type Role, TWO_FACTOR_POLICIES, type TwoFactorPolicy } from '@shop/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { ListSearchInput, useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { fieldIssues } from '../../dashboard-kit/server-issues.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { useRoleLabel } from '../../dashboard-kit/useRoleLabel.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { showSuccessToast } from '../../toast/toast.ts';
import { AccountsTable } from './AccountsTable.tsx';
import { useRefusalText } from './account-refusals.ts';
import { NewAccountDialog } from './NewAccountDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { ShownPasswordDialog } from './ShownPasswordDialog.tsx';
import { type StaffAccount, useStaffAccounts } from './useStaffAccounts.ts';

const nameOf = (a: StaffAccount) => [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email;

/**
 * `/dashboard/manage/users`: the manager's Users screen, what `pnpm users` does, never taking the
 * last manager away. One page of accounts at a time, found by a search (name or email) and a
 * role, all in the address (`?q=ana&role=supervisor`).
 */
export function StaffAccountsScreen() {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const staff = useStaffAccounts(useSearch({ from: '/_site/dashboard/manage/users' }));
  const { q, role } = staff.paging.filters;
  const search = useListSearch(q, (next) => staff.paging.filter({ q: next }, { replace: true }));
  const refusalText = useRefusalText();
  const [creating, setCreating] = useState(false);
  const deactivating = useDialog<StaffAccount>();
  const resetting = useDialog<StaffAccount>();
  const endingSessions = useDialog<StaffAccount>();
  const resettingFactors = useDialog<StaffAccount>();
  const messages = useValidationMessages();
  const [resetRefused, setResetRefused] = useState<string | null>(null);
  const closeReset = () => {
    setResetRefused(null);
    resetting.close();
  };
  const done = (message: string) => () => showSuccessToast(message);
  const endSessions = useMutation(
    trpc.staffAccounts.endSessions.mutationOptions({
      onSettled: endingSessions.close,
      meta: {
        done: ({ endedSessions }: { endedSessions: number }) => t`${endedSessions} sessions ended`,
        failed: t`The sessions were not ended. Please try again.`,
      },
    }),
  );
  const resetFactors = useMutation(
    trpc.staffAccounts.resetSecondFactors.mutationOptions({
      onSettled: resettingFactors.close,
      meta: {
        refreshes: [trpc.staffAccounts.list.pathKey()],
        done: t`Two-step sign-in reset`,
        failed: t`Two-step sign-in was not reset. Please try again.`,
      },
    }),
  );

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
      <TwoFactorPolicySelect />
      <Group align="flex-end" wrap="wrap">
        <ListSearchInput label={t`Search accounts`} value={search.text} onChange={search.setText} />
        <NativeSelect
          label={t`Role`}
          value={role ?? ''}
          onChange={(e) => staff.paging.filter({ role: (e.currentTarget.value as Role | '') || undefined })}
          data={[{ value: '', label: t`All roles` }, ...ROLES.map((r) => ({ value: r, label: roleLabel(r) }))]}
        />
      </Group>
      <StaffList
        query={staff.accounts}
        paging={staff.paging}
        pagerLabel={t`Accounts pages`}
        loading={<Skeleton height={240} radius="md" role="status" aria-label={t`Loading`} />}
        failed={t`The accounts could not be loaded. Please try again.`}
        empty={<Trans>No accounts match.</Trans>}
      >
        {(accounts) => (
          <AccountsTable
            accounts={accounts}
            me={staff.me?.id ?? null}
            busy={staff.changing}
            onRole={(account, role) => staff.change(account, { role }, { saved: done(t`Role changed`) })}
            onActivate={(account) => staff.change(account, { isActive: true }, { saved: done(t`Account activated`) })}
            onDeactivate={(account) => deactivating.open(account)}
            onResetPassword={(account) => resetting.open(account)}
            onEndSessions={(account) => endingSessions.open(account)}
            onResetFactors={(account) => resettingFactors.open(account)}
          />
        )}
      </StaffList>
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
        opened={endingSessions.opened}
        title={t`End sessions`}
        message={endingSessions.subject ? t`${nameOf(endingSessions.subject)} will be signed out everywhere.` : ''}
        confirmLabel={t`End sessions`}
        busy={endSessions.isPending}
        onCancel={endingSessions.close}
        onConfirm={() => endingSessions.subject && endSessions.mutate({ id: endingSessions.subject.id })}
      />
      <ConfirmDialog
        opened={resettingFactors.opened}
        title={t`Reset two-step sign-in`}
        message={
          resettingFactors.subject
            ? t`${nameOf(resettingFactors.subject)} loses their authenticator app, recovery codes and passkeys, and is signed out everywhere.`
            : ''
        }
        confirmLabel={t`Reset`}
        busy={resetFactors.isPending}
        onCancel={resettingFactors.close}
        onConfirm={() => resettingFactors.subject && resetFactors.mutate({ id: resettingFactors.subject.id })}
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

/** Who must sign in with a second step: a manager's setting, saved as soon as it is chosen. */
function TwoFactorPolicySelect() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const policy = useQuery(trpc.staffAccounts.twoFactorPolicy.queryOptions());
  const save = useMutation(
    trpc.staffAccounts.setTwoFactorPolicy.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.staffAccounts.twoFactorPolicy.queryKey(), saved),
      meta: { done: t`Saved`, failed: t`The setting was not saved. Please try again.` },
    }),
  );
  const labels: Record<TwoFactorPolicy, string> = {
    nobody: t`Nobody`,
    managers: t`Managers`,
    'all-staff': t`All staff`,
  };
  return (
    <NativeSelect
      label={t`Two-step sign-in required for`}
      maw={320}
      value={policy.data?.requiredFor ?? ''}
      disabled={!policy.data || save.isPending}
      onChange={(e) => save.mutate({ requiredFor: e.currentTarget.value as TwoFactorPolicy })}
      data={TWO_FACTOR_POLICIES.map((value) => ({ value, label: labels[value] }))}
    />
  );
}
