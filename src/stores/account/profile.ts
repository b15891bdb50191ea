/** The account area's calls: profile edit with optional password change, each failure with its own French message, and the 3 latest orders. */

import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import type { EmptiesBalance } from '../../contract/empties.ts';
import type { Order } from '../../contract/order.ts';
import type { Failure, Result } from '../../domain/result.ts';
import type { ProfileEdit } from '../../domain/validation/profile.ts';
import { accountMessages } from '../../messages/account.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { api } from '../api.ts';
import { type SessionStore, session } from './session.ts';

type Session = Pick<SessionStore, 'remember' | 'withSession'>;

/** The call's own fallback text as the message; the server's field errors (email taken, wrong current password) beside it. */
function failure(error: unknown, message: string): Failure {
  return error instanceof ApiError && error.fieldErrors ? { ok: false, message, fieldErrors: error.fieldErrors } : { ok: false, message };
}

/** Newest first by `date_commande`, at most `count`. */
export function latestOrders(orders: readonly Order[], count = 3): Order[] {
  const time = (o: Order) => {
    const t = Date.parse(o.date_commande);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...orders].sort((a, b) => time(b) - time(a)).slice(0, count);
}

export function createProfileStore(session: Session, client: Pick<Api, 'updateMe' | 'changePassword' | 'listOrders' | 'myEmpties'>) {
  /**
   * PATCH /accounts/me/ then, when a new password was typed, PUT /accounts/password-change/. The current
   * password, when typed, goes with the profile: the server asks for it to change the e-mail.
   */
  async function saveProfile(edit: ProfileEdit, currentPassword = ''): Promise<Result> {
    const patch = currentPassword ? { ...edit.profile, current_password: currentPassword } : edit.profile;
    try {
      session.remember(await session.withSession(() => client.updateMe(patch)));
    } catch (error) {
      return failure(error, accountMessages.profileUpdateError);
    }
    const change = edit.passwordChange;
    if (change) {
      try {
        await session.withSession(() => client.changePassword(change));
      } catch (error) {
        return failure(error, accountMessages.passwordUpdateError);
      }
    }
    return { ok: true };
  }

  /** Account page: a 404 or 'non trouvé' answer is an empty list; another failure is shown with 'Réessayer'. */
  async function loadRecentOrders(): Promise<Result<{ orders: Order[] }>> {
    try {
      return { ok: true, orders: latestOrders(await session.withSession(() => client.listOrders())) };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || /non trouv[ée]/i.test(error.message))) return { ok: true, orders: [] };
      return { ok: false, message: ordersMessages.accountLoadError };
    }
  }

  /** Account page: the empties the customer holds, per product (none: an empty list). */
  async function loadEmpties(): Promise<Result<{ empties: EmptiesBalance[] }>> {
    try {
      return { ok: true, empties: await session.withSession(() => client.myEmpties()) };
    } catch {
      return { ok: false, message: accountMessages.emptiesLoadError };
    }
  }

  return { saveProfile, loadRecentOrders, loadEmpties };
}

/** The browser's account calls, on its session. */
export const profile = createProfileStore(session, api);
