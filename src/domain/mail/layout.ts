/**
 * The one layout of the shop's e-mails: a message is a subject and a list of blocks, written once
 * and rendered twice, as plain text and as HTML, so both parts always say the same thing. Every
 * value is escaped in the HTML; the shop's name and contact close both parts.
 */

import { mailMessages } from '../../messages/mail.ts';
import { escapeHtml as e } from '../html-escape.ts';

/** The shop as its e-mails sign: name, postal line, phone and e-mail address. */
export interface MailShop {
  name: string;
  addressLine: string;
  phone: string;
  email: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailRow {
  label: string;
  value: string;
  strong?: boolean;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'rows'; rows: readonly MailRow[] }
  | { kind: 'quote'; text: string };

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'link':
      return `${block.label} :\n${block.href}`;
    case 'rows':
      return block.rows.map((row) => `${row.label} : ${row.value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

const BUTTON =
  'display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold';
const CELL = 'padding:6px 0;border-bottom:1px solid #e5e7eb';

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${e(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:18px;margin:24px 0 8px">${e(block.text)}</h2>`;
    case 'link':
      return `<p style="margin:0 0 8px"><a href="${e(block.href)}" style="${BUTTON}">${e(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${e(block.href)}</p>`;
    case 'rows':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">
${block.rows
  .map((row) => {
    const weight = row.strong ? 'font-weight:bold;' : '';
    return `<tr><td style="${CELL};${weight}">${e(row.label)}</td><td style="${CELL};${weight}text-align:right;white-space:nowrap">${e(row.value)}</td></tr>`;
  })
  .join('\n')}
</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #d1d5db;white-space:pre-wrap">${e(block.text)}</blockquote>`;
  }
}

/** Subject and blocks → the text part and the HTML part, each signed with the shop's name and contact. */
export function renderMail(shop: MailShop, title: string, blocks: readonly MailBlock[]): RenderedMail {
  // A subject is one line, whatever a customer typed in a name.
  const subject = title.replace(/\s+/g, ' ').trim();
  const contact = mailMessages.contactLine(shop.phone, shop.email);
  const automatic = mailMessages.automatic(shop.name);
  const text = `${blocks.map(textOf).join('\n\n')}\n\n-- \n${shop.name}\n${shop.addressLine}\n${contact}\n${automatic}\n`;
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">${e(shop.name)}</p>
${blocks.map(htmlOf).join('\n')}
<footer style="margin-top:32px;padding-top:16px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">
<p style="margin:0"><strong>${e(shop.name)}</strong></p>
<p style="margin:0">${e(shop.addressLine)}</p>
<p style="margin:0">${e(contact)}</p>
<p style="margin:8px 0 0">${e(automatic)}</p>
</footer>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
