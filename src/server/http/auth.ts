import type { Context, MiddlewareHandler } from 'hono';
import { gestionMessages } from '../../messages/gestion.ts';
import { serverMessages } from '../../messages/server.ts';
import { isDepotRow, isStaffRow, userByToken } from '../db/users.ts';
import type { AppEnv, CurrentUser, Deps } from './env.ts';
import { HttpProblem } from './problem.ts';

const CHALLENGE = { 'www-authenticate': 'Token' };

/**
 * Reads `Authorization: Token <key>` like DRF's TokenAuthentication: a bad token is a 401 on every endpoint,
 * and so is the token of a deactivated account. A session ends after a time without a request (sliding
 * expiry: each request pushes the end back): a day for the staff, who are told so, longer for customers; a staff
 * session also ends a week after its login, however often it is used.
 */
export function authentication(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const header = c.req.header('authorization');
    if (header !== undefined) {
      const parts = header.trim().split(/\s+/);
      const [scheme, key] = parts;
      if (scheme?.toLowerCase() === 'token') {
        if (parts.length !== 2 || key === undefined) throw new HttpProblem(401, { detail: serverMessages.invalidTokenHeader }, CHALLENGE);
        const found = await userByToken(deps.engine.db, key, deps.now().getTime());
        if (!found) throw new HttpProblem(401, { detail: serverMessages.invalidToken }, CHALLENGE);
        const { user: row, expired } = found;
        const isStaff = isStaffRow(row);
        if (expired) {
          // The depot's people (staff and riders, on gestion) are told why; a customer's token is just invalid.
          const detail = !isDepotRow(row)
            ? serverMessages.invalidToken
            : expired === 'idle'
              ? gestionMessages.sessionExpired
              : gestionMessages.sessionTooOld;
          throw new HttpProblem(401, { detail }, CHALLENGE);
        }
        c.set('user', {
          id: row.id,
          email: row.email,
          isStaff,
          isAdmin: row.role === 'admin' || row.is_superuser === 1,
          isRider: !isStaff && row.livreur === 1,
        });
      }
    }
    await next();
  };
}

/** The signed-in caller, or 401 with DRF's French message. */
export function requireUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get('user');
  if (!user) throw new HttpProblem(401, { detail: serverMessages.notAuthenticated }, CHALLENGE);
  return user;
}

/** A staff caller (admin/manager role, is_staff or is_superuser), else 401/403. */
export function requireStaff(c: Context<AppEnv>): CurrentUser {
  const user = requireUser(c);
  if (!user.isStaff) throw new HttpProblem(403, { detail: serverMessages.permissionDenied });
  return user;
}

/** An admin caller (admin role or is_superuser), else 401/403. */
export function requireAdmin(c: Context<AppEnv>): CurrentUser {
  const user = requireUser(c);
  if (!user.isAdmin) throw new HttpProblem(403, { detail: serverMessages.permissionDenied });
  return user;
}

/** A rider caller (his own round), else 401/403: a staff member is not a rider, nor a customer. */
export function requireRider(c: Context<AppEnv>): CurrentUser {
  const user = requireUser(c);
  if (!user.isRider) throw new HttpProblem(403, { detail: serverMessages.permissionDenied });
  return user;
}

/** The token of the current request (to keep it when revoking the others). */
export function currentToken(c: Context): string | null {
  const parts = (c.req.header('authorization') ?? '').trim().split(/\s+/);
  return parts[0]?.toLowerCase() === 'token' && parts[1] ? parts[1] : null;
}
