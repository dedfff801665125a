import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useLineKindLabel, useRepairStatusLabel } from './repair-words.ts';
import type { RepairOrder } from './useRepairOrderChanges.ts';

/** The estimates sent, what the customer authorised (as recorded, never changed) and the whole history. */
export function RepairRecords({ order }: { order: RepairOrder }) {
  return (
    <>
      {order.estimates.length > 0 && <Estimates order={order} />}
      {order.authorisations.length > 0 && <Authorisations order={order} />}
      <History order={order} />
    </>
  );
}

function Estimates({ order }: { order: RepairOrder }) {
  const { t } = useLingui();
  const { money, dateTime } = useDashboardFormats();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ro-estimates">
      <Title order={3} size="h5" id="ro-estimates" mb="xs">
        <Trans>Estimates sent</Trans>
      </Title>
      <Table aria-labelledby="ro-estimates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Version`}</Table.Th>
            <Table.Th>{t`Sent`}</Table.Th>
            <Table.Th>{t`Opened`}</Table.Th>
            <Table.Th>{t`Total`}</Table.Th>
            <Table.Th>{t`Answer`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.estimates.map((estimate) => (
            <Table.Tr key={estimate.version} data-version={estimate.version}>
              <Table.Td>{estimate.version}</Table.Td>
              <Table.Td>
                {dateTime.format(new Date(estimate.sentAt))}
                {estimate.sentBy ? ` · ${estimate.sentBy}` : ''}
              </Table.Td>
              <Table.Td>{estimate.openedAt ? dateTime.format(new Date(estimate.openedAt)) : t`Not yet`}</Table.Td>
              <Table.Td>{money.format(Number(estimate.total))}</Table.Td>
              <Table.Td>
                {estimate.answer === 'approved'
                  ? t`Approved`
                  : estimate.answer === 'declined'
                    ? t`Declined`
                    : t`Awaiting an answer`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function Authorisations({ order }: { order: RepairOrder }) {
  const { money, dateTime } = useDashboardFormats();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ro-authorisations">
      <Title order={3} size="h5" id="ro-authorisations" mb="xs">
        <Trans>Authorisations</Trans>
      </Title>
      <Stack gap="md">
        {order.authorisations.map((record) => {
          const version = record.version;
          const name = record.signedName;
          const when = dateTime.format(new Date(record.authorisedAt));
          const approvedTotal = money.format(Number(record.approvedTotal));
          const why = record.declineReason;
          return (
            <div key={record.id} data-authorisation={record.outcome}>
              <Group gap="xs">
                <Badge color={record.outcome === 'approved' ? '#166534' : 'red.9'}>
                  {record.outcome === 'approved' ? <Trans>Approved</Trans> : <Trans>Declined</Trans>}
                </Badge>
                <Text size="sm">
                  <Trans>
                    Version {version}, signed “{name}” on {when}: {approvedTotal} approved
                  </Trans>
                </Text>
              </Group>
              <List size="sm" mt={4}>
                {record.decisions.map((decision) => (
                  <List.Item key={decision.lineId}>
                    {decision.approved ? <Trans>Approved</Trans> : <Trans>Declined</Trans>}: {decision.description} (
                    {money.format(Number(decision.total))}){decision.reason ? ` — “${decision.reason}”` : ''}
                  </List.Item>
                ))}
              </List>
              {why && (
                <Text size="sm" mt={4}>
                  <Trans>Why: {why}</Trans>
                </Text>
              )}
              <Text size="xs" c="gray.8" mt={4}>
                {record.ip ?? ''} {record.userAgent ?? ''}
              </Text>
              <Text size="xs" c="gray.8">
                SHA-256 <Code>{record.estimateSha256}</Code>
              </Text>
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}

type RepairEvent = RepairOrder['history'][number];

/** What a line of the history says beyond its kind and steps, worded from its facts in the reader's language. */
function useEventFacts() {
  const { t } = useLingui();
  const { money } = useDashboardFormats();
  const kindLabel = useLineKindLabel();
  return ({ facts, toStatus }: RepairEvent): string | null => {
    const { appointmentId, line, version, total, signedName } = facts;
    if (facts.walkIn) return t`walk-in`;
    if (appointmentId !== undefined) return t`from appointment #${appointmentId}`;
    if (line) {
      const kind = kindLabel(line.kind);
      const { description, quantity } = line;
      const unitPrice = money.format(Number(line.unitPrice));
      const lineTotal = money.format(Number(line.total));
      return t`${kind}: ${description}, ${quantity} × ${unitPrice} = ${lineTotal}`;
    }
    if (version === undefined) return null;
    const amount = total === undefined ? null : money.format(Number(total));
    if (signedName !== undefined && amount !== null) {
      return toStatus === 'declined'
        ? t`version ${version}, declined, signed “${signedName}”`
        : t`version ${version}, signed “${signedName}”: ${amount} approved`;
    }
    return amount === null ? t`version ${version}` : t`version ${version}, total ${amount}`;
  };
}

function History({ order }: { order: RepairOrder }) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const statusLabel = useRepairStatusLabel();
  const factsOf = useEventFacts();
  const events: Record<string, string> = {
    created: t`Checked in`,
    status: t`Status changed`,
    'line-added': t`Line added`,
    'line-changed': t`Line changed`,
    'line-removed': t`Line removed`,
    'estimate-sent': t`Estimate sent`,
    'estimate-opened': t`Estimate opened by the customer`,
    'estimate-reminded': t`Reminder sent`,
    authorised: t`Answered by the customer`,
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ro-history">
      <Title order={3} size="h5" id="ro-history" mb="xs">
        <Trans>History</Trans>
      </Title>
      <List size="sm" spacing={4} data-list="repair-history">
        {order.history.map((event, i) => {
          const said = factsOf(event);
          return (
            // The history is never reordered or edited: its place is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <List.Item key={i}>
              <Text span size="sm" c="gray.8">
                {dateTime.format(new Date(event.at))}
              </Text>{' '}
              <Text span size="sm" fw={600}>
                {events[event.event] ?? event.event}
              </Text>
              {event.fromStatus && event.toStatus && (
                <Text span size="sm">
                  {' '}
                  {statusLabel(event.fromStatus)} → {statusLabel(event.toStatus)}
                </Text>
              )}
              {said && (
                <Text span size="sm">
                  {' '}
                  ({said})
                </Text>
              )}
              <Text span size="sm" c="gray.8">
                {' '}
                · {event.by === 'customer' ? t`the customer` : (event.by ?? t`the shop`)}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
