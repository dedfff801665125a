import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { showToast } from '../../toast/toast.ts';
import { BackupHealthAlert } from './BackupHealthAlert.tsx';
import { BackupSettingsForm } from './BackupSettingsForm.tsx';
import { downloadBackup } from './downloadBackup.ts';

type Run = RouterOutputs['backups']['list']['runs'][number];

/** The manager's Backups screen: how backups stand, "Back up now", every run, downloads, the schedule. */
export function BackupsScreen() {
  const { t } = useLingui();
  const formats = useDashboardFormats();
  const queryClient = useQueryClient();
  const backups = useQuery(trpc.backups.list.queryOptions());
  const backUp = useMutation({
    ...trpc.backups.create.mutationOptions(),
    onSuccess: (run) =>
      showToast(
        run.ok
          ? { color: 'green', title: t`Backup made`, message: '' }
          : // The reason is on the run's row.
            { color: 'red', title: t`The backup failed`, message: '' },
      ),
    onError: () =>
      showToast({ color: 'red', title: t`The backup could not be started`, message: t`Please try again.` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.backups.list.queryKey() }),
  });
  const triggers: Record<Run['trigger'], string> = {
    daily: t`Daily`,
    'before-migrations': t`Before an update`,
    manager: t`By a manager`,
    command: t`Command line`,
  };
  const size = (bytes: number | null) =>
    bytes === null
      ? ''
      : bytes < 1_000_000
        ? t`${formats.number.format(Math.ceil(bytes / 1000))} KB`
        : t`${formats.number.format(Math.round(bytes / 100_000) / 10)} MB`;
  const save = async (name: string) => {
    try {
      await downloadBackup(name);
    } catch {
      showToast({ color: 'red', title: t`The file could not be downloaded`, message: t`Please try again.` });
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Backups</Trans>
        </Title>
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          loading={backUp.isPending}
          onClick={() => backUp.mutate()}
        >
          <Trans>Back up now</Trans>
        </Button>
      </Group>
      {backups.isPending && <Skeleton height={240} radius="md" role="status" aria-label={t`Loading`} />}
      {backups.isError && (
        <Text c="red.8">
          <Trans>The backups could not be loaded. Please try again.</Trans>
        </Text>
      )}
      {backups.data && (
        <>
          <BackupHealthAlert health={backups.data.health} />
          <Text size="sm">
            {backups.data.places.bucket ? (
              <Trans>Backups are kept on the server and copied to the backup bucket.</Trans>
            ) : (
              <Trans>
                Backups are kept on the server’s disk only. Download one now and then, or set a backup bucket, so a
                failed disk doesn’t take them too.
              </Trans>
            )}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Time</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Taken</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Size</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Rows</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Images</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Result</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>File</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody data-list="backups">
                {backups.data.runs.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Trans>No backup yet.</Trans>
                    </Table.Td>
                  </Table.Tr>
                )}
                {backups.data.runs.map((run) => (
                  <Table.Tr key={run.id} data-row>
                    <Table.Td>{formats.dateTime.format(new Date(run.startedAt))}</Table.Td>
                    <Table.Td>{triggers[run.trigger] ?? run.trigger}</Table.Td>
                    <Table.Td>{size(run.sizeBytes)}</Table.Td>
                    <Table.Td>{run.tableRows === null ? '' : formats.number.format(run.tableRows)}</Table.Td>
                    <Table.Td>{run.images === null ? '' : formats.number.format(run.images)}</Table.Td>
                    <Table.Td>
                      {run.ok === null ? (
                        <Badge color="gray.7" variant="outline">
                          <Trans>Running</Trans>
                        </Badge>
                      ) : run.ok ? (
                        <Badge color="green.9" variant="light">
                          <Trans>Good</Trans>
                        </Badge>
                      ) : (
                        <Stack gap={2}>
                          <Badge color="red.9" variant="light">
                            <Trans>Failed</Trans>
                          </Badge>
                          <Text size="xs">{run.error}</Text>
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {run.ok && run.fileName && (
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconDownload size={14} aria-hidden />}
                          aria-label={t`Download the backup of ${formats.dateTime.format(new Date(run.startedAt))}`}
                          onClick={() => void save(run.fileName as string)}
                        >
                          <Trans>Download</Trans>
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <BackupSettingsForm settings={backups.data.settings} />
        </>
      )}
    </Stack>
  );
}
