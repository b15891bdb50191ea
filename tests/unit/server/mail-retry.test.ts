import { describe, expect, it } from 'vitest';
import { failureReason, isPermanentRefusal } from '../../../src/server/mail/retry.ts';

const smtp = (code: string, command: string, responseCode?: number, message = 'échec') =>
  Object.assign(new Error(message), { code, command, ...(responseCode === undefined ? {} : { responseCode }) });

describe('which failures end a message for good', () => {
  it.each([
    ['recipient refused, 550', smtp('EENVELOPE', 'RCPT TO', 550), true],
    ['recipient refused, 553', smtp('EENVELOPE', 'RCPT TO', 553), true],
    ['recipient deferred, 450', smtp('EENVELOPE', 'RCPT TO', 450), false],
    ['content refused, 554', smtp('EMESSAGE', 'DATA', 554), true],
    ['content deferred, 451', smtp('EMESSAGE', 'DATA', 451), false],
    ['an address nodemailer cannot write', smtp('EENVELOPE', 'API', undefined, 'Invalid recipient "a b"'), true],
    ['the shop sender refused (a setting, not this message)', smtp('EENVELOPE', 'MAIL FROM', 550), false],
    ['an invalid sender (a setting)', smtp('EENVELOPE', 'API', undefined, 'Invalid sender "x"'), false],
    ['login refused (a setting)', smtp('EAUTH', 'AUTH PLAIN', 535), false],
    ['server down', smtp('ECONNECTION', 'CONN', 421), false],
    ['time-out', smtp('ETIMEDOUT', 'CONN'), false],
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }), false],
    ['not an error at all', 'boom', false],
  ])('%s → %s', (_, error, permanent) => expect(isPermanentRefusal(error)).toBe(permanent));

  it('the reason is one line of at most 500 characters', () => {
    expect(failureReason(new Error('Message failed:\r\n  550 5.1.1 inconnu'))).toBe('Message failed: 550 5.1.1 inconnu');
    expect(failureReason('x'.repeat(900))).toHaveLength(500);
  });
});
