/** One part of a received email, its body decoded to text. */
export interface MailPart {
  /** `text/plain`, `text/html`, `text/calendar`, ... (lower case, without parameters). */
  type: string;
  headers: string;
  body: string;
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The leaf parts of an email as an SMTP server received it (multipart ones opened, each body
 * decoded), enough for tests to read its text, its HTML and its attachments apart.
 */
export function mailParts(raw: string): MailPart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = (split ? raw.slice(0, split.index) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const contentType = header(headers, 'Content-Type') || 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? '';
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((piece) => !piece.startsWith('--'))
      .flatMap((piece) => mailParts(piece.replace(/^\r?\n/, '')));
  }
  return [{ type, headers, body: decode(body, header(headers, 'Content-Transfer-Encoding').toLowerCase()) }];
}

/** The email's headers (To, Subject, Reply-To, ...), before its first part. */
export const mailHeaders = (raw: string) => raw.slice(0, /\r?\n\r?\n/.exec(raw)?.index ?? raw.length);

/** The Subject header, its encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) read back. */
export function mailSubject(raw: string): string {
  const folded = header(mailHeaders(raw).replace(/\r?\n[ \t]+/g, ' '), 'Subject');
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replaceAll('_', ' '), 'quoted-printable'),
    );
}
