import { ApiError } from '../../api/api-error.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { type Failure, failureOf } from '../account/session.ts';

/** A failed staff call; `offline`: the server was not reached (network, time-out), worth retrying by itself. */
type StaffFailure = Failure & { offline: boolean };
export type Outcome<T> = { ok: true; value: T } | StaffFailure;

/**
 * Runs staff calls: a value, or the failure as the screens show it (the server's message and field
 * errors). A 401 means the session ended (a day idle, account deactivated): `onSessionEnded` signs out,
 * and the screen's guard sends the manager to the login page, back here afterwards.
 */
export function createAttempt(onSessionEnded: () => void) {
  return async function attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onSessionEnded();
      return { ...failureOf(error, gestionMessages.unexpectedError), offline: isOffline(error) };
    }
  };
}

function isOffline(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}
