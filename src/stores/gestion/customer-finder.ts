/**
 * The customer of an order taken by phone: found by phone number or name (past orders and client accounts), then
 * chosen: their name, phone, e-mail and account fill the form, with their latest address; their other addresses are
 * offered. Or none is found and the manager types a new one.
 */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffCustomer } from '../../contract/staff-orders.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import type { Attempt } from './attempt.ts';
import { addressFields, type NewOrderDraft } from './new-order-draft.ts';

export type CustomerSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; q: string; customers: StaffCustomer[] };

type Deps = {
  api: Pick<StaffApi, 'findCustomers'>;
  attempt: Attempt;
  /** Fills the order's form. */
  fill: (patch: Partial<NewOrderDraft>) => void;
};

export function createCustomerFinder({ api, attempt, fill }: Deps) {
  /** The search as typed. */
  const $query = atom('');
  const $search = atom<CustomerSearch>({ status: 'idle' });
  /** The customer chosen, whose addresses and orders are shown. */
  const $chosen = atom<StaffCustomer | null>(null);
  let generation = 0;

  async function find(): Promise<void> {
    const q = $query.get().trim();
    const mine = ++generation;
    if (q === '') {
      $search.set({ status: 'idle' });
      return;
    }
    $search.set({ status: 'loading' });
    const outcome = await attempt(() => api.findCustomers(q));
    if (mine !== generation) return;
    $search.set(outcome.ok ? { status: 'ready', q, customers: outcome.value } : { status: 'error', error: outcome.message });
  }

  /** The address a customer was delivered at before, with its landmark, into the form. */
  const chooseAddress = (address: StaffCustomer['adresses'][number]) => fill(addressFields(address.adresse, address.repere));

  function choose(customer: StaffCustomer): void {
    $chosen.set(customer);
    $search.set({ status: 'idle' });
    fill({ client: customer.compte, nom: customer.nom, telephone: formatPhoneDisplay(customer.telephone), email: customer.email });
    const latest = customer.adresses[0];
    if (latest) chooseAddress(latest);
  }

  return {
    $query,
    $search,
    $chosen,
    type: (q: string) => $query.set(q),
    find,
    choose,
    chooseAddress,
    /** No customer chosen (a new one, typed): the form keeps what was typed, but joins no account. */
    forget(): void {
      $chosen.set(null);
      fill({ client: null });
    },
  };
}
