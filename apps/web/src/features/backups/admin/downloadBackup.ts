import { readToken } from '../../../auth-token.ts';

/**
 * Saves a backup file: the download path needs the Authorization header, which a plain link can't
 * send, so it is fetched and handed to the browser as a file (a shop's backup is a few megabytes).
 */
export async function downloadBackup(name: string): Promise<void> {
  const token = readToken();
  const answer = await fetch(`/api/admin/backups/${encodeURIComponent(name)}/download`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) throw new Error(`download failed (${answer.status})`);
  const url = URL.createObjectURL(await answer.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
