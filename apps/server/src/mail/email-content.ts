import type { Language } from '@shop/contract';

/** Who an email is from, as its header and signature show it. */
export interface EmailSender {
  name: string;
  /** One line: "4120 W Sahara Ave, Las Vegas, NV 89102". */
  address?: string;
  phone?: string;
}

/** One part of an email's body, laid out in both the HTML and the text part. */
export type EmailBlock =
  /** A paragraph; its line breaks are kept. */
  | { kind: 'text'; text: string }
  /** "Label: value" lines, as a visit's when, service and vehicle. */
  | { kind: 'facts'; rows: readonly { label: string; value: string }[] }
  /** The link the email is for: a button in HTML, the sentence and the address in text. */
  | { kind: 'button'; intro?: string; label: string; href: string }
  /** Someone else's words, as the message a reply answers; `heading` says whose. */
  | { kind: 'quote'; heading: string; text: string }
  /** A line of less weight, as how to ask for no more of these; `href` makes its address a link. */
  | { kind: 'small'; text: string; href?: string };

/**
 * What an email says, kept in the queued job as data: the worker lays it out as HTML when it
 * sends it (email-html.ts), so a request pays nothing for the markup.
 */
export interface EmailContent {
  language: Language;
  from: EmailSender;
  /** The line an inbox shows after the subject. */
  preview?: string;
  blocks: readonly EmailBlock[];
  /** End with the sender's name, address and phone (customers' emails); the shop's own don't. */
  signed: boolean;
}

const blockText = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return `${block.intro ?? `${block.label}:`} ${block.href}`;
    case 'quote':
      return `${block.heading}\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'small':
      return block.href ? `${block.text} ${block.href}` : block.text;
  }
};

export const signatureLines = (from: EmailSender) =>
  [from.name, from.address, from.phone].filter((line): line is string => Boolean(line));

/** The plain-text part: the blocks one after the other, then the signature. */
export function emailText(content: EmailContent): string {
  const parts = content.blocks.map(blockText);
  if (content.signed) parts.push(signatureLines(content.from).join('\n'));
  return parts.join('\n\n');
}
