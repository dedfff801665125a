import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { MANIFEST_ENTRY, type Manifest, manifestSchema } from './backup-file.ts';

/** A file a restore won't use: said plainly, before anything changed. */
export class BackupRefusedError extends Error {}

/** Why reading stopped, in an operator's words. */
function refusal(error: unknown): BackupRefusedError {
  if (error instanceof BackupRefusedError) return error;
  const message = (error as Error).message ?? String(error);
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return new BackupRefusedError(`There is no file there: ${message}`);
  if (code === 'Z_DATA_ERROR' && /header/i.test(message)) {
    return new BackupRefusedError('This is not a shop backup: it is not a gzip-compressed file');
  }
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new BackupRefusedError('This backup is incomplete: the file ends too early (truncated)');
  }
  return new BackupRefusedError(`This backup is damaged and can't be read: ${message}`);
}

/**
 * Reads a backup file from start to end, handing each entry after the manifest to `visit` (which
 * must read it to its end). The manifest comes first, checked against the format.
 */
export async function readBackup(
  file: string,
  visit: (manifest: Manifest, name: string, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<Manifest> {
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  const extract = tarExtract();
  // A fault in the file itself (missing, not gzip, truncated, not a tar) wins over whatever it
  // broke downstream, so the operator hears what is wrong with the file.
  let fileFault: unknown = null;
  const noteFault = (e: unknown) => {
    fileFault ??= e;
  };
  source.on('error', noteFault);
  gunzip.on('error', noteFault);
  extract.on('error', noteFault);
  const feeding = pipeline(source, gunzip, extract);
  feeding.catch(() => {}); // the same error ends the loop below
  let manifest: Manifest | null = null;
  // What `visit` throws is the caller's own failure (a COPY refused), passed on as it is.
  let visitFailed = null as { error: unknown } | null;
  try {
    for await (const entry of extract) {
      // tar-stream's entries are streamx streams; they yield Buffers.
      const body = entry as unknown as AsyncIterable<Buffer>;
      if (!manifest) {
        if (entry.header.name !== MANIFEST_ENTRY)
          throw new BackupRefusedError('This is not a shop backup: no manifest');
        manifest = parseManifest((await readWhole(body)).toString('utf8'));
        continue;
      }
      try {
        await visit(manifest, entry.header.name, body);
      } catch (error) {
        visitFailed = { error };
        throw error;
      }
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    if (fileFault) {
      const refused = refusal(fileFault);
      // Nothing readable before the fault: not a damaged backup, not a backup at all.
      if (manifest || refused.message.startsWith('This is not') || refused.message.startsWith('There is no')) {
        throw refused;
      }
      throw new BackupRefusedError(`This is not a shop backup: ${refused.message}`);
    }
    throw visitFailed ? visitFailed.error : refusal(error);
  }
  if (!manifest) throw new BackupRefusedError('This is not a shop backup: the archive is empty');
  return manifest;
}

/** An entry's bytes (a manifest, an image: small). */
export async function readWhole(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefusedError('This is not a shop backup: its manifest is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
    throw new BackupRefusedError(
      format.format === 'desert-gear-shop-backup' && format.formatVersion !== 1
        ? `This backup's format (version ${String(format.formatVersion)}) is newer than this app reads`
        : 'This is not a shop backup: its manifest is not one',
    );
  }
  return parsed.data;
}

/**
 * Checks a whole backup without changing anything: the manifest, then every entry's size and
 * SHA-256 against it, none missing, none extra, and the file whole to its end.
 */
export async function checkBackupFile(file: string): Promise<Manifest> {
  const seen = new Set<string>();
  const manifest = await readBackup(file, async (m, name, body) => {
    const expected = [...m.tables, ...m.images].find((e) => e.entry === name);
    if (!expected || seen.has(name)) throw new BackupRefusedError(`This backup holds an unexpected entry: ${name}`);
    seen.add(name);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of body) {
      hash.update(chunk);
      bytes += chunk.length;
    }
    if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256) {
      throw new BackupRefusedError(`This backup is damaged: ${name} does not match its checksum`);
    }
  });
  const missing = [...manifest.tables, ...manifest.images].filter((e) => !seen.has(e.entry));
  if (missing.length > 0) {
    throw new BackupRefusedError(`This backup is incomplete: ${missing.map((e) => e.entry).join(', ')} missing`);
  }
  return manifest;
}
