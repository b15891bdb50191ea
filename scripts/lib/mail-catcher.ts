/**
 * A real SMTP server in the calling process, for the tests and the mail benchmark: listens on a port the
 * system picks on 127.0.0.1 and keeps every message it accepts. It can play a server that is down
 * (421 at connection) or refuses a recipient for good (550).
 */
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  messageId: string;
  subject: string;
  replyTo: string;
  text: string;
  html: string;
  /** When the server accepted it (ms since the epoch). */
  receivedAt: number;
}

export interface MailCatcherOptions {
  /** true while the server should behave as down: connections get `421` and nothing is accepted. */
  isDown?: () => boolean;
  /** Recipients refused for good (`550`). */
  refuses?: (address: string) => boolean;
  /** Parse the body (text, html, headers); false keeps the Message-ID and subject only, for benchmarks. */
  parse?: boolean;
  onMail?: (mail: CaughtMail) => void;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL should say. */
  url: string;
  port: number;
  mails: CaughtMail[];
  /** Resolves with the mails once `predicate` holds for the list (checked at every new mail), or rejects after `timeoutMs`. */
  waitFor: (predicate: (mails: CaughtMail[]) => boolean, timeoutMs?: number) => Promise<CaughtMail[]>;
  close: () => Promise<void>;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

async function read(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Message-ID and Subject from the raw header block, without a full parse. */
function header(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return new RegExp(`^${name}:\\s*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const events = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      callback(options.isDown?.() ? smtpError('Service indisponible, réessayez plus tard', 421) : null);
    },
    onRcptTo(address, _session, callback) {
      callback(options.refuses?.(address.address) ? smtpError(`Destinataire inconnu : ${address.address}`, 550) : null);
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await read(stream);
        const base = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          receivedAt: Date.now(),
        };
        let mail: CaughtMail;
        if (options.parse === false) {
          const text = raw.toString('utf8');
          mail = { ...base, messageId: header(text, 'Message-ID'), subject: header(text, 'Subject'), replyTo: '', text: '', html: '' };
        } else {
          const parsed = await simpleParser(raw);
          mail = {
            ...base,
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
        }
        mails.push(mail);
        options.onMail?.(mail);
        events.emit('mail');
        callback(null);
      })().catch((error: Error) => callback(error));
    },
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.server.once('listening', resolve);
    server.server.once('error', reject);
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor: MailCatcher['waitFor'] = (predicate, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate(mails)) return;
        clearTimeout(timer);
        events.off('mail', check);
        resolve(mails);
      };
      const timer = setTimeout(() => {
        events.off('mail', check);
        reject(new Error(`Courriel attendu non reçu en ${timeoutMs} ms (${mails.length} reçus)`));
      }, timeoutMs);
      events.on('mail', check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
