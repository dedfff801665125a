import { Trans } from '@lingui/react/macro';
import { Badge, Table, Text } from '@mantine/core';
import type { AuditResult } from '@shop/contract';
import type { RouterOutputs } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useActionLabel, useResultLabel } from './useActionLabel.ts';

export type ActivityEvent = RouterOutputs['audit']['list']['items'][number];

const RESULT_COLOUR: Record<AuditResult, string> = { success: 'green.9', failure: 'red.9', refused: 'orange.9' };

/**
 * The events, newest first. Everything shown is text React escapes: a name or browser string
 * someone typed is shown as typed, never as markup (ASVS 16.4.1).
 */
export function ActivityTable({ events }: { events: ActivityEvent[] }) {
  const formats = useDashboardFormats();
  const actionLabel = useActionLabel();
  const resultLabel = useResultLabel();
  return (
    <Table.ScrollContainer minWidth={900} data-list="activity">
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Who</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>What</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>About</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Result</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>From</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id} data-row={event.id} data-action={event.action}>
              <Table.Td>
                <time dateTime={new Date(event.at).toISOString()}>{formats.dateTime.format(new Date(event.at))}</time>
              </Table.Td>
              <Table.Td>{event.actorEmail ?? <Trans>the server or command line</Trans>}</Table.Td>
              <Table.Td>{actionLabel(event.action)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {event.targetLabel ?? event.targetId ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={RESULT_COLOUR[event.result]}>
                  {resultLabel(event.result)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{event.ip ?? ''}</Text>
                <Text size="xs" c="gray.8" lineClamp={1} title={event.userAgent ?? undefined}>
                  {event.userAgent ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
