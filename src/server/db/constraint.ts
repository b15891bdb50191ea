import { errorCode } from './error-code.ts';

/** PostgreSQL's codes for the failures SQLite names in its message. */
const POSTGRES_CODES = { UNIQUE: '23505', 'FOREIGN KEY': '23503' } as const;

/**
 * A unique or foreign-key constraint refused the write, on SQLite (by its message) or PostgreSQL (by its code).
 * On PostgreSQL two transactions may both check that a name is free and both write it: the second one's write
 * is refused here, and answers as the check would have.
 */
export function isConstraint(error: unknown, kind: keyof typeof POSTGRES_CODES): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.includes(`${kind} constraint failed`) || errorCode(error) === POSTGRES_CODES[kind];
}
