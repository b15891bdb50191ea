/** « Personnel » (admins): the staff accounts, a new manager, deactivation (its sessions end at once) and reactivation. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { type StaffAccount, staffAccountCreateSchema } from '../../contract/staff-accounts.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { checkPayload, createFormSubmit } from './form-submit.ts';
import type { Outcome } from './outcome.ts';

export type AccountsView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; accounts: StaffAccount[] };
export interface ManagerForm {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
}

type Deps = {
  api: Pick<StaffApi, 'listStaffAccounts' | 'createManager' | 'setStaffActive'>;
  attempt: <T>(call: () => Promise<T>) => Promise<Outcome<T>>;
};

export function createAccounts({ api, attempt }: Deps) {
  const $accounts = atom<AccountsView>({ status: 'loading' });

  async function load(): Promise<void> {
    const outcome = await attempt(() => api.listStaffAccounts());
    $accounts.set(outcome.ok ? { status: 'ready', accounts: outcome.value } : { status: 'error', error: outcome.message });
  }

  const create = createFormSubmit(
    async (form: ManagerForm): Promise<Outcome<StaffAccount>> => {
      const checked = checkPayload(staffAccountCreateSchema, form);
      if (!checked.ok) return checked;
      const outcome = await attempt(() => api.createManager(checked.value));
      if (outcome.ok) await load();
      return outcome;
    },
    (account) => gestionMessages.managerCreated(account.email),
  );

  const toggle = createFormSubmit(
    async (account: StaffAccount): Promise<Outcome<StaffAccount>> => {
      const outcome = await attempt(() => api.setStaffActive(account.id, !account.is_active));
      if (outcome.ok) await load();
      return outcome;
    },
    (account) =>
      account.is_active ? gestionMessages.accountReactivated(account.email) : gestionMessages.accountDeactivated(account.email),
  );

  return { $accounts, $create: create.$state, $toggle: toggle.$state, load, create: create.submit, toggle: toggle.submit };
}
