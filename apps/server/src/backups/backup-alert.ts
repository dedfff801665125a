import type { Mail } from '../mail/mailer.ts';

/** To the shop when backups are in trouble: once per episode (see `alertIfBackupsInTrouble`). */
export function backupTroubleEmail(
  trouble: { kind: 'failed'; error: string } | { kind: 'stale' | 'never'; lastGoodAt: Date | null },
  to: string,
): Mail {
  const since = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : 'never');
  const what =
    trouble.kind === 'failed'
      ? `The last backup of the shop's website failed:\n\n  ${trouble.error}`
      : `The website has had no good backup since ${since(trouble.lastGoodAt)} (UTC).`;
  return {
    to,
    subject: 'Website backups need attention',
    text:
      `${what}\n\nIf the server's disk failed now, the shop's appointments, messages, inventory and photos ` +
      'could be lost. Open Management -> Backups on the dashboard to see what happened and to back up now.\n\n' +
      'This email is sent once until a backup succeeds again.',
  };
}
