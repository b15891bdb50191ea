import { ApiError, isTransient } from '../../api/api-error.ts';
import type { Result } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { failureOf } from '../account/session.ts';

/** Runs a staff call: its value, or the failure as the screens show it (`reason` 'offline': the server was not reached). */
export type Attempt = <T>(call: () => Promise<T>) => Promise<Result<{ value: T }>>;

/**
 * The staff calls' runner: a value, or the failure as the screens show it (the server's message and field
 * errors). A 401 means the session ended (a day idle, account deactivated): `onSessionEnded` signs out,
 * and the screen's guard sends the manager to the login page, back here afterwards.
 */
export function createAttempt(onSessionEnded: () => void): Attempt {
  return async (call) => {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onSessionEnded();
      return { ...failureOf(error, gestionMessages.unexpectedError), reason: isTransient(error) ? 'offline' : 'server' };
    }
  };
}
