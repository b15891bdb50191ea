/**
 * When the worker tries a message again, and when it gives up. A mail server down for an hour loses
 * nothing: attempts go 30 s, 1 min, 2 min, 4 min, 8 min, then every 15 min, for about a day.
 */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 15 * 60_000;
/** 5 growing waits (15.5 min) then 94 waits of 15 min: the last attempt comes about 23 h 45 after the first. */
export const MAX_ATTEMPTS = 100;

/** Wait after the `attempt`-th failed attempt (1, 2, …): doubling from 30 s, capped at 15 min. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
}

/** What nodemailer tells of a failure (its errors carry the SMTP code and the command that got it). */
interface SmtpFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * A refusal of THIS message for good: the server answered 5xx to its recipient (RCPT TO) or to its
 * content (DATA), or nodemailer refused the recipient's address itself. Anything else (connection,
 * time-out, 4xx, a refused sender or login, which are the shop's settings) is tried again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, command, responseCode, message } = error as SmtpFailure;
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  if (command === 'RCPT TO' || command === 'DATA') return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return command === 'API' && typeof message === 'string' && /^(Invalid recipient|No recipients)/.test(message);
}

/** One line saying why an attempt failed (the server's answer when there is one). */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}
