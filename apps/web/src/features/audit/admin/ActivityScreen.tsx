import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ActivitySearch, AUDIT_ACTIONS, type AuditAction, readActivityAddress } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ListSearchInput, useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { useActionLabel } from './useActionLabel.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's search, less an action the trail has no name for (a mistyped address): it would match nothing. */
const readKnownActivity = (address: Record<string, unknown>): ActivitySearch & { action?: AuditAction } => {
  const { action, ...search } = readActivityAddress(address);
  return AUDIT_ACTIONS.includes(action as AuditAction) ? { ...search, action: action as AuditAction } : search;
};

/**
 * `/dashboard/manage/activity`: the audit trail, newest first, by who, what and which days, all in
 * the address (`?actor=ana@…&action=sign-in&from=2026-01-01`).
 */
export function ActivityScreen() {
  const { t } = useLingui();
  const actionLabel = useActionLabel();
  const paging = usePagedList(readKnownActivity, useSearch({ from: '/_site/dashboard/manage/activity' }));
  const { actor, action, from, to } = paging.filters;
  const who = useListSearch(actor, (next) => paging.filter({ actor: next }, { replace: true }));
  const events = useQuery({ ...trpc.audit.list.queryOptions(paging.query), placeholderData: keepPreviousData });
  return (
    <Stack>
      <Title order={2} size="h3">
        <Trans>Activity</Trans>
      </Title>
      <Text size="sm" c="gray.8">
        <Trans>
          Who signed in or failed to, and who changed accounts, settings, services or backups or deleted something. Kept
          for a year; nobody can change or remove it.
        </Trans>
      </Text>
      <Group align="flex-end" wrap="wrap">
        <ListSearchInput label={t`Who (email)`} value={who.text} onChange={who.setText} />
        <NativeSelect
          label={t`What`}
          value={action ?? ''}
          onChange={(e) => paging.filter({ action: (e.currentTarget.value as AuditAction | '') || undefined })}
          data={[
            { value: '', label: t`Everything` },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
        <DayInput label={t`From (UTC)`} day={from} onDay={(day) => paging.filter({ from: day })} />
        <DayInput label={t`To (UTC)`} day={to} onDay={(day) => paging.filter({ to: day })} />
      </Group>
      <StaffList
        query={events}
        paging={paging}
        pagerLabel={t`Activity pages`}
        loading={<Skeleton height={240} radius="md" role="status" aria-label={t`Loading`} />}
        failed={t`The activity could not be loaded. Please try again.`}
        empty={<Trans>No activity matches.</Trans>}
      >
        {(items) => <ActivityTable events={items} />}
      </StaffList>
    </Stack>
  );
}

/**
 * A day field whose whole days go into the address: a half-typed day is kept in the field, not
 * asked for (the browser's date field gives YYYY-MM-DD once whole, '' while not).
 */
function DayInput({ label, day, onDay }: { label: string; day: string | undefined; onDay: (day?: string) => void }) {
  const [typed, setTyped] = useState(day ?? '');
  const [shown, setShown] = useState(day);
  // The address changed otherwise (Back, a link): the field shows its day.
  if (shown !== day) {
    setShown(day);
    setTyped(day ?? '');
  }
  return (
    <TextInput
      type="date"
      label={label}
      value={typed}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTyped(value);
        if (DAY.test(value) || value === '') onDay(value || undefined);
      }}
    />
  );
}
