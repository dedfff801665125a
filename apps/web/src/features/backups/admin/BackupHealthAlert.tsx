import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { RouterOutputs } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';

type Health = RouterOutputs['backups']['list']['health'];

/** Says when backups need attention: none yet, none good for 48 hours, or the last one failed. */
export function BackupHealthAlert({ health }: { health: Health }) {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  if (!health.warning) {
    return health.lastGoodAt ? (
      <Alert color="green.9" title={t`Backups are up to date`}>
        <Trans>Last good backup: {dateTime.format(new Date(health.lastGoodAt))}</Trans>
      </Alert>
    ) : null;
  }
  const lastGood = health.lastGoodAt ? dateTime.format(new Date(health.lastGoodAt)) : null;
  return (
    <Alert color="red" role="alert" title={t`Backups need attention`}>
      {health.warning === 'failed' && <Trans>The last backup failed: {health.lastError ?? ''}</Trans>}
      {health.warning === 'stale' && <Trans>No good backup for more than 48 hours (the last: {lastGood}).</Trans>}
      {health.warning === 'never' && <Trans>No backup has been made yet.</Trans>}
    </Alert>
  );
}
