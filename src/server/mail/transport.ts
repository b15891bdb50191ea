/** How the worker hands a message over: to an SMTP server (nodemailer), or to the log when none is configured. */
import { createTransport } from 'nodemailer';
import type { Mailbox } from '../../config/variables.ts';
import { mailMessages } from '../../messages/mail.ts';
import type { MailTransport } from './worker.ts';

/**
 * SMTP through nodemailer's pool (a few connections kept open). Time-outs are well under the worker's
 * lease, so a send never outlives the claim that protects its message.
 */
export function smtpTransport(url: string, from: Mailbox): MailTransport {
  const mailer = createTransport(
    { url, pool: true, maxConnections: 5, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from: from.name === '' ? from.address : { name: from.name, address: from.address } },
  );
  return {
    async send(mail) {
      await mailer.sendMail({
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        date: mail.date,
      });
    },
    close: () => mailer.close(),
  };
}

/** Development without SMTP_URL: the message is printed (its links can be followed from the log) and counts as sent. */
export function logTransport(log: (line: string) => void): MailTransport {
  return {
    send: async (mail) => log(`${mailMessages.settings.logged(mail.to, mail.subject)}\n${mail.text}`),
  };
}

/** `smtps://user:secret@mail.example.cd:465` → `smtps://mail.example.cd:465`: what the log may show of the server. */
export function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}
