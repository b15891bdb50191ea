/**
 * The customers a search finds when the staff take an order by phone: one per phone number (who a customer is on the
 * phone), with the account that placed one of those orders or holds the number, their name and e-mail as last given,
 * their delivery addresses (newest first, each with its landmark) and their latest orders. Accounts found by name or
 * e-mail that never ordered under a number found come after, with their profile address and their own orders.
 */
import { landmarkFromNotes } from '../../domain/landmark.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { toNineDigits, toOrderPhone } from '../../domain/phone.ts';
import { listUserOrders, type OrderRow } from '../db/orders.ts';
import { customerAccountIds, customerAccountsLike, ordersOfCustomersLike } from '../db/staff-customers.ts';
import type { Db } from '../db/tables.ts';

const MAX_CUSTOMERS = 10;
const MAX_ADDRESSES = 5;
const MAX_ORDERS = 5;
/** Shorter searches find everyone: nothing is looked up. */
const MIN_SEARCH = 2;

interface FoundCustomer {
  nom: string;
  telephone: string;
  email: string;
  compte: number | null;
  adresses: { adresse: string; repere: string }[];
  commandes: { id: number; numero_commande: string; date_commande: string; statut: string; total_commande: string; source: string }[];
}

/**
 * Adds an order (newest first) to its customer: its account when it is a customer's (`accounts`), the address when
 * new, the order while fewer than MAX_ORDERS.
 */
function take(customer: FoundCustomer, o: OrderRow, accounts: ReadonlySet<number>): void {
  if (o.user_id !== null && accounts.has(o.user_id)) customer.compte ??= o.user_id;
  if (customer.email === '') customer.email = o.email;
  if (customer.adresses.length < MAX_ADDRESSES && !customer.adresses.some((a) => a.adresse === o.adresse_livraison)) {
    customer.adresses.push({ adresse: o.adresse_livraison, repere: landmarkFromNotes(o.notes).landmark });
  }
  if (customer.commandes.length < MAX_ORDERS) {
    customer.commandes.push({
      id: o.id,
      numero_commande: o.numero_commande,
      date_commande: o.date_commande,
      statut: o.statut,
      total_commande: centsToDecimalString(o.total_cents),
      source: o.source,
    });
  }
}

export async function findCustomers(db: Db, search: string): Promise<FoundCustomer[]> {
  const text = search.trim();
  if (text.length < MIN_SEARCH) return [];
  const found = new Map<string, FoundCustomer>();
  const orders = await ordersOfCustomersLike(db, text);
  // An order placed from the storefront by a staff member, or by an account since closed, names no account to file under.
  const accounts = await customerAccountIds(
    db,
    orders.flatMap((o) => (o.user_id === null ? [] : [o.user_id])),
  );
  for (const o of orders) {
    const nine = toNineDigits(o.telephone_livraison);
    const key = nine !== null ? `tel:${nine}` : o.user_id !== null ? `compte:${o.user_id}` : `commande:${o.id}`;
    const customer = found.get(key) ?? {
      nom: o.nom_client,
      telephone: o.telephone_livraison,
      email: '',
      compte: null,
      adresses: [],
      commandes: [],
    };
    found.set(key, customer);
    take(customer, o, accounts);
  }
  for (const account of await customerAccountsLike(db, text, MAX_CUSTOMERS)) {
    const nine = toNineDigits(account.phone_number);
    const known = [...found.values()].find((c) => c.compte === account.id) ?? (nine === null ? undefined : found.get(`tel:${nine}`));
    if (known) {
      known.compte ??= account.id;
      continue;
    }
    const customer: FoundCustomer = {
      nom: `${account.first_name} ${account.last_name}`.trim() || account.email,
      telephone: nine === null ? account.phone_number : toOrderPhone(nine),
      email: account.email,
      compte: account.id,
      adresses: account.address.trim() === '' ? [] : [{ adresse: account.address, repere: '' }],
      commandes: [],
    };
    for (const o of (await listUserOrders(db, account.id, 0, MAX_ORDERS)).rows) take(customer, o, new Set([account.id]));
    found.set(`compte:${account.id}`, customer);
  }
  return [...found.values()].slice(0, MAX_CUSTOMERS);
}
