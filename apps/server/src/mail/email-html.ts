import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';
import { type EmailBlock, type EmailContent, signatureLines } from './email-content.ts';

// The web app's theme (apps/web/src/theme.ts): the brand's burnt orange, shade 7 on light
// (5.2:1 with white, so the button's white words pass AA), a lighter shade where the reader's
// mail app is dark.
const BRAND = '#c2410c';
const BRAND_ON_DARK = '#fb923c';
const LINK_ON_DARK = '#fdba74';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const INK = '#212529';
const MUTED = '#495057';

// Mail apps that follow the phone's dark mode read this; inline styles carry the light look to
// those that read no <style> at all. Class names, as most mail apps drop ids.
const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.mail-page { background-color: #f1f3f5; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: #1a1b1e !important; }
  .mail-card { background-color: #25262b !important; border-color: #373a40 !important; }
  .mail-ink { color: #e9ecef !important; }
  .mail-muted { color: #c1c2c5 !important; }
  .mail-brand { color: ${BRAND_ON_DARK} !important; }
  .mail-link { color: ${LINK_ON_DARK} !important; }
  .mail-quote { border-color: #5c5f66 !important; }
  .mail-rule { border-color: #373a40 !important; }
}
@media (max-width: 600px) {
  .mail-card { padding: 20px 16px !important; border-radius: 0 !important; }
  .mail-button { display: block !important; text-align: center !important; }
}
`;

const ink = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;
const muted = { ...ink, color: MUTED, fontSize: '14px', lineHeight: '20px' } as const;

/** Text whose line breaks are kept, as in the text part. */
const lines = (text: string): ReactNode[] =>
  text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: `br${i}` }), line]));

/** The link the email is for, as a button a thumb can hit, with its address beneath for copying. */
export function EmailButton({ href, label }: { href: string; label: string }) {
  return h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(
      Button,
      {
        href,
        className: 'mail-button',
        style: {
          backgroundColor: BRAND,
          color: '#ffffff',
          borderRadius: '8px',
          fontSize: '16px',
          fontWeight: 600,
          lineHeight: '20px',
          padding: '14px 24px',
          textDecoration: 'none',
        },
      },
      label,
    ),
    h(
      Text,
      { className: 'mail-muted', style: { ...muted, fontSize: '12px', margin: '12px 0 0', wordBreak: 'break-all' } },
      h(Link, { href, className: 'mail-link', style: { color: BRAND } }, href),
    ),
  );
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'text':
      return h(Text, { className: 'mail-ink', style: ink }, ...lines(block.text));
    case 'facts':
      return h(
        Section,
        { style: { margin: '0 0 16px' } },
        block.rows.map((row) =>
          h(
            Text,
            { key: row.label, className: 'mail-ink', style: { ...ink, margin: '0 0 4px' } },
            h('strong', null, `${row.label}: `),
            row.value,
          ),
        ),
      );
    case 'button':
      return h(
        Section,
        null,
        block.intro ? h(Text, { className: 'mail-ink', style: ink }, block.intro) : null,
        h(EmailButton, { href: block.href, label: block.label }),
      );
    case 'quote':
      return h(
        Section,
        { style: { margin: '0 0 16px' } },
        h(Text, { className: 'mail-muted', style: { ...muted, margin: '0 0 4px' } }, block.heading),
        h(
          Text,
          {
            className: 'mail-muted mail-quote',
            style: { ...muted, borderLeft: '3px solid #ced4da', paddingLeft: '12px', margin: 0 },
          },
          ...lines(block.text),
        ),
      );
    case 'small':
      return h(
        Text,
        { className: 'mail-muted', style: muted },
        block.text,
        block.href ? ' ' : null,
        block.href ? h(Link, { href: block.href, className: 'mail-link', style: { color: BRAND } }, block.href) : null,
      );
  }
}

/**
 * The frame of every email: the shop's name in its colour, a card that fills a phone's width
 * and keeps to 560 px elsewhere, light or dark as the reader's mail app is, and the signature.
 * An email of its own markup puts its parts inside it; most need only `shopEmail` blocks.
 */
export function EmailLayout({ content, children }: { content: EmailContent; children?: ReactNode }) {
  const { from } = content;
  return h(
    Html,
    { lang: content.language, dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('style', null, STYLE),
    ),
    content.preview ? h(Preview, null, content.preview) : null,
    h(
      Body,
      // The page's grey from the stylesheet alone: React Email repeats an inline background on a cell
      // the dark-mode rule could not reach.
      { className: 'mail-page', style: { fontFamily: FONT, margin: 0, padding: '16px 0' } },
      h(
        Container,
        {
          className: 'mail-card',
          style: {
            backgroundColor: '#ffffff',
            border: '1px solid #dee2e6',
            borderTop: `4px solid ${BRAND}`,
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '24px 28px',
          },
        },
        h(
          Text,
          { className: 'mail-brand', style: { color: BRAND, fontSize: '20px', fontWeight: 700, margin: '0 0 20px' } },
          from.name,
        ),
        children,
        content.signed
          ? [
              h(Hr, { key: 'rule', className: 'mail-rule', style: { borderColor: '#dee2e6', margin: '8px 0 16px' } }),
              h(
                Text,
                { key: 'signature', className: 'mail-muted', style: { ...muted, margin: 0 } },
                ...signatureLines(from).flatMap((line, i) => {
                  const shown =
                    line === from.phone
                      ? h(
                          Link,
                          {
                            key: line,
                            href: `tel:${line.replace(/[^\d+]/g, '')}`,
                            className: 'mail-link',
                            style: { color: BRAND },
                          },
                          line,
                        )
                      : line;
                  return i === 0 ? [shown] : [h('br', { key: `br${i}` }), shown];
                }),
              ),
            ]
          : null,
      ),
    ),
  );
}

/** The HTML part of an email, laid out from its content. */
export function emailHtml(content: EmailContent): Promise<string> {
  return render(
    h(
      EmailLayout,
      { content },
      content.blocks.map((block, i) => h(Block, { key: i, block })),
    ),
  );
}
