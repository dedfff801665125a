import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { type MissingItem, SpanishTextsForm } from './SpanishTextsForm.tsx';
import { REPORT_KINDS, type ReportKey, useContentLabels } from './useContentLabels.ts';

const GROUPS = Object.keys(REPORT_KINDS) as ReportKey[];

/** Everything the Spanish pages still show in English, by kind, each with a way to add its Spanish. */
export function MissingSpanishList() {
  const { t } = useLingui();
  const labels = useContentLabels();
  const report = useQuery(trpc.content.missingSpanish.queryOptions());
  const fixing = useDialog<{ group: ReportKey; item: MissingItem }>();
  const data = report.data;
  const total = data ? GROUPS.reduce((n, g) => n + data[g].length, 0) : 0;
  return (
    <Stack component="section" aria-labelledby="missing-spanish-title">
      <Title order={3} size="h4" id="missing-spanish-title">
        <Trans>Missing Spanish</Trans>
      </Title>
      {report.isPending && <Skeleton height={120} radius="md" aria-busy="true" />}
      {report.isError && (
        <Text role="alert">
          <Trans>The list could not be loaded.</Trans>
        </Text>
      )}
      {data && total === 0 && (
        <Text>
          <Trans>Everything has its Spanish text.</Trans>
        </Text>
      )}
      {data &&
        GROUPS.filter((g) => data[g].length > 0).map((group) => (
          <Card
            withBorder
            padding="sm"
            key={group}
            component="section"
            // Named apart from the screen's own lists of the same things (the part categories).
            aria-label={t`${labels.kind[group]} without Spanish`}
          >
            <Group gap="xs" mb="xs">
              <Text fw={700}>{labels.kind[group]}</Text>
              <Badge variant="filled" autoContrast color="#9a3412">
                {data[group].length}
              </Badge>
            </Group>
            <Stack gap="xs">
              {data[group].map((item) => (
                <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {item.label}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t`No Spanish: ${item.fields.map(labels.field).join(', ')}`}
                    </Text>
                  </div>
                  <Button
                    variant="light"
                    size="xs"
                    // The name gives way on a narrow screen, not the button's words.
                    style={{ flexShrink: 0 }}
                    leftSection={<IconLanguage size={14} aria-hidden />}
                    aria-label={t`Add Spanish to ${item.label}`}
                    onClick={() => fixing.open({ group, item })}
                  >
                    <Trans>Add Spanish</Trans>
                  </Button>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      <DashboardModal
        opened={fixing.opened}
        onClose={fixing.close}
        title={fixing.subject ? t`Spanish for ${fixing.subject.item.label}` : ''}
        size="lg"
      >
        {fixing.subject && (
          <SpanishTextsForm group={fixing.subject.group} item={fixing.subject.item} onDone={fixing.close} />
        )}
      </DashboardModal>
    </Stack>
  );
}
