import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTIONS, type AuditAction } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ListPager } from '../../dashboard-kit/ListPager.tsx';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { useActionLabel } from './useActionLabel.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Management -> Activity: the audit trail, newest first, by who, what and which days. */
export function ActivityScreen() {
  const { t } = useLingui();
  const actionLabel = useActionLabel();
  const [actorText, setActorText] = useState('');
  const [actor] = useDebouncedValue(actorText.trim(), 300);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A half-typed day is not asked for; the browser's date field gives YYYY-MM-DD when whole.
  const paging = usePagedList({
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  });
  const events = useQuery({ ...trpc.audit.list.queryOptions(paging.query), placeholderData: keepPreviousData });
  const page = events.data;
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
        <TextInput
          type="search"
          label={t`Who (email)`}
          value={actorText}
          maxLength={255}
          onChange={(e) => setActorText(e.currentTarget.value)}
        />
        <NativeSelect
          label={t`What`}
          value={action}
          onChange={(e) => setAction(e.currentTarget.value as AuditAction | '')}
          data={[
            { value: '', label: t`Everything` },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
        <TextInput type="date" label={t`From (UTC)`} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t`To (UTC)`} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      {events.isPending && <Skeleton height={240} radius="md" aria-label={t`Loading`} />}
      {events.isError && (
        <Text c="red.8">
          <Trans>The activity could not be loaded. Please try again.</Trans>
        </Text>
      )}
      {page && page.items.length === 0 && (
        <Text c="gray.8">
          <Trans>No activity matches.</Trans>
        </Text>
      )}
      {page && page.items.length > 0 && <ActivityTable events={page.items} />}
      {page && (
        <ListPager
          page={page}
          firstRow={paging.firstRow}
          onNext={() => !events.isPlaceholderData && paging.next(page)}
          onPrevious={() => !events.isPlaceholderData && paging.previous(page)}
          label={t`Activity pages`}
        />
      )}
    </Stack>
  );
}
