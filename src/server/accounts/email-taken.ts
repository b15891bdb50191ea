import { serverMessages } from '../../messages/server.ts';
import { isConstraint } from '../db/constraint.ts';
import { fieldError } from '../http/problem.ts';

/**
 * A write of an account's e-mail address: when another request took the address between the check and the
 * write (two sign-ups at once on PostgreSQL, whose transactions run side by side), the answer is the check's.
 */
export async function orEmailTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isConstraint(error, 'UNIQUE')) throw fieldError('email', serverMessages.emailTaken);
    throw error;
  }
}
