/** The customers the staff look up when they take an order: past orders and client accounts by name or phone. */
import { sql } from 'kysely';
import { digitsOnly, toNineDigits } from '../../domain/phone.ts';
import type { OrderRow } from './orders.ts';
import { newestOrdersMatching } from './staff-orders.ts';
import type { Db } from './tables.ts';

/** Orders looked at per search: a customer's latest are among them. */
const ORDERS_LOOKED_AT = 100;

/** The latest orders whose customer's name or phone (or number) holds `text`, newest first. */
export const ordersOfCustomersLike = (db: Db, text: string): Promise<OrderRow[]> => newestOrdersMatching(db, text, ORDERS_LOOKED_AT);

export interface CustomerAccountRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  address: string;
}

/** Active client accounts, never the depot's people (staff, riders): those an order taken by the staff may be filed under. */
const customerAccounts = (db: Db) =>
  db
    .selectFrom('users')
    .where('role', '=', 'client')
    .where('is_staff', '=', 0)
    .where('is_superuser', '=', 0)
    .where('livreur', '=', 0)
    .where('is_active', '=', 1);

/** Which of `ids` are active client accounts (a staff member's own storefront orders, or a closed account's, are not). */
export async function customerAccountIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await customerAccounts(db)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Active client accounts (never the depot's people) whose name, e-mail or phone holds `text`; at most `limit`. */
export async function customerAccountsLike(db: Db, text: string, limit: number): Promise<CustomerAccountRow[]> {
  const words = text.trim().toLowerCase();
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = toNineDigits(text) ?? digitsOnly(text).replace(/^0+/, '');
  return customerAccounts(db)
    .select(['id', 'email', 'first_name', 'last_name', 'phone_number', 'address'])
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(first_name || ' ' || last_name) LIKE ${pattern} ESCAPE '\\'`,
        sql<boolean>`lower(email) LIKE ${pattern} ESCAPE '\\'`,
        ...(digits.length >= 3 ? [sql<boolean>`phone_number LIKE ${`%${digits}%`}`] : []),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
