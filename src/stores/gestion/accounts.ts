/** « Personnel » (admins): the staff accounts, a new manager, deactivation (its sessions end at once) and reactivation. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { type StaffAccount, staffAccountCreateSchema } from '../../contract/staff-accounts.ts';
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
  api: Pick<StaffApi, 'listStaffAccounts' | 'createManager' | 'setStaffActive'>;
  attempt: Attempt;
};

export function createAccounts({ api, attempt }: Deps) {
  const $accounts = atom<AccountsView>({ status: 'loading' });

  async function load(): Promise<void> {
    const outcome = await attempt(() => api.listStaffAccounts());
    $accounts.set(outcome.ok ? { status: 'ready', accounts: outcome.value } : { status: 'error', error: outcome.message });
  }

  /** The new manager's form: checked with the contract, then created; the form is blank again once done. */
  const create = createFormSubmit({
    initial: blank,
    check: (form: ManagerForm) => checkPayload(staffAccountCreateSchema, form),
    send: async (payload) => {
      const outcome = await attempt(() => api.createManager(payload));
      if (outcome.ok) await load();
      return outcome;
    },
    succeed: ({ value: account }) => ({ notice: okNotice(gestionMessages.managerCreated(account.email)), draft: blank }),
  });

  const toggle = createFormSubmit({
    send: async (account: StaffAccount) => {
      const outcome = await attempt(() => api.setStaffActive(account.id, !account.is_active));
      if (outcome.ok) await load();
      return outcome;
    },
    succeed: ({ value: account }) => ({
      notice: okNotice(
        account.is_active ? gestionMessages.accountReactivated(account.email) : gestionMessages.accountDeactivated(account.email),
      ),
    }),
  });

  return { $accounts, load, create, toggle };
}
