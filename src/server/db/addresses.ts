/**
 * An account's address book, row by row. The rules (one default, the only and the default address kept) are the
 * domain's list operations (src/domain/address.ts): the routes apply them to the book read here and write back
 * what changed, so the API and the browser's book never disagree.
 */
import type { Address } from '../../contract/address.ts';
import type { NewAddress } from '../../domain/address.ts';
import type { Db } from './tables.ts';

/** The account's addresses, oldest first, as the contract describes them. */
export async function addressesOf(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.selectFrom('adresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({
    id: String(row.id),
    type: row.type,
    rue: row.rue,
    numero: row.numero,
    quartier: row.quartier,
    commune: row.commune,
    ville: 'Kinshasa',
    telephone: row.telephone,
    repere: row.repere,
    is_default: row.is_default === 1,
  }));
}

/** A new row, not yet the default (the caller marks the defaults the rules give); its id. */
export async function insertAddress(db: Db, userId: number, fields: NewAddress, created: Date): Promise<string> {
  const row = await db
    .insertInto('adresses')
    .values({
      user_id: userId,
      type: fields.type,
      rue: fields.rue,
      numero: fields.numero,
      quartier: fields.quartier,
      commune: fields.commune,
      repere: fields.repere ?? '',
      telephone: fields.telephone,
      is_default: 0,
      created: created.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const sameAddress = (a: Address, b: Address): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Writes the rows of `after` that differ from `before` (same ids: an edit, the defaults moved). */
export async function writeChanges(db: Db, userId: number, before: readonly Address[], after: readonly Address[]): Promise<void> {
  for (const address of after) {
    const previous = before.find((a) => a.id === address.id);
    if (previous && sameAddress(previous, address)) continue;
    await db
      .updateTable('adresses')
      .set({
        type: address.type,
        rue: address.rue,
        numero: address.numero,
        quartier: address.quartier,
        commune: address.commune,
        repere: address.repere ?? '',
        telephone: address.telephone,
        is_default: address.is_default ? 1 : 0,
      })
      .where('id', '=', Number(address.id))
      .where('user_id', '=', userId)
      .execute();
  }
}

export async function deleteAddressRow(db: Db, userId: number, id: string): Promise<void> {
  await db.deleteFrom('adresses').where('id', '=', Number(id)).where('user_id', '=', userId).execute();
}
