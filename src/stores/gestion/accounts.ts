/**
 * « Personnel »: every staff member's « Déconnecter partout » (their own sessions, this one included); for admins the
 * staff accounts, a new manager, deactivation (its sessions end at once) and reactivation, a colleague's sessions
 * ended (a lost phone), and a new password for a colleague locked out (their sessions end too).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { type StaffAccount, staffAccountCreateSchema, staffPasswordResetSchema } from '../../contract/staff-accounts.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

export type AccountsView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; accounts: StaffAccount[] };
export interface ManagerForm {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
}

const blank: ManagerForm = { email: '', first_name: '', last_name: '', password: '' };

type Deps = {
  api: Pick<
    StaffApi,
    'listStaffAccounts' | 'createManager' | 'setStaffActive' | 'endStaffSessions' | 'setStaffPassword' | 'signOutEverywhere'
  >;
  attempt: Attempt;
};

export function createAccounts({ api, attempt }: Deps) {
  const $accounts = atom<AccountsView>({ status: 'loading' });
  /** The colleague whose new password is being typed, null when that form is closed. */
  const $passwordFor = atom<StaffAccount | null>(null);

  async function load(): Promise<void> {
    const outcome = await attempt(() => api.listStaffAccounts());
    $accounts.set(outcome.ok ? { status: 'ready', accounts: outcome.value } : { status: 'error', error: outcome.message });
  }

  /** A change to one account, then the list again. */
  async function change(call: () => Promise<StaffAccount>) {
    const outcome = await attempt(call);
    if (outcome.ok) await load();
    return outcome;
  }

  /** The new manager's form: checked with the contract, then created; the form is blank again once done. */
  const create = createFormSubmit({
    initial: blank,
    check: (form: ManagerForm) => checkPayload(staffAccountCreateSchema, form),
    send: (payload) => change(() => api.createManager(payload)),
    succeed: ({ value: account }) => ({ notice: okNotice(gestionMessages.managerCreated(account.email)), draft: blank }),
  });

  const toggle = createFormSubmit({
    send: (account: StaffAccount) => change(() => api.setStaffActive(account.id, !account.is_active)),
    succeed: ({ value: account }) => ({
      notice: okNotice(
        account.is_active ? gestionMessages.accountReactivated(account.email) : gestionMessages.accountDeactivated(account.email),
      ),
    }),
  });

  /** A colleague's sessions end at once (a lost or shared phone): their next request asks them to sign in again. */
  const endSessions = createFormSubmit({
    send: (account: StaffAccount) => change(() => api.endStaffSessions(account.id)),
    succeed: ({ value: account }) => ({ notice: okNotice(gestionMessages.sessionsEnded(account.email)) }),
  });

  /** A colleague's new password (checked with the contract): their sessions end; the form closes once it is saved. */
  const password = createFormSubmit({
    initial: { password: '' },
    check: (draft: { password: string }) => checkPayload(staffPasswordResetSchema, draft),
    send: (payload) => {
      const target = $passwordFor.get();
      if (!target) return Promise.resolve({ ok: false, message: '', reason: 'rule' } as const);
      return change(() => api.setStaffPassword(target.id, payload));
    },
    succeed: ({ value: account }) => {
      $passwordFor.set(null);
      return { notice: okNotice(gestionMessages.passwordGiven(account.email)), draft: { password: '' } };
    },
  });

  /** « Déconnecter partout »: every session of one's own account ends, this one included (the screen then signs out). */
  const everywhere = createFormSubmit({ send: () => attempt(() => api.signOutEverywhere()) });

  return {
    $accounts,
    load,
    create,
    toggle,
    endSessions,
    password,
    everywhere,
    $passwordFor: $passwordFor as ReadableAtom<StaffAccount | null>,
    /** Opens the new-password form of `account` (empty), or closes it (null). */
    choosePassword: (account: StaffAccount | null) => {
      $passwordFor.set(account);
      password.reset({ password: '' });
    },
  };
}
