import { Hono } from 'hono';
import { type Address, addressImportSchema, addressInputSchema, addressPatchSchema } from '../../contract/address.ts';
import { MAX_ADDRESSES } from '../../contract/address-limits.ts';
import { addAddress, checkAddressPhone, deleteAddress, editAddress, type NewAddress, profileAddressOf } from '../../domain/address.ts';
import { formValidationMessages } from '../../messages/form-validation.ts';
import { serverMessages } from '../../messages/server.ts';
import { addressesOf, deleteAddressRow, insertAddress, writeChanges } from '../db/addresses.ts';
import { lockRow } from '../db/row-lock.ts';
import type { Db } from '../db/tables.ts';
import { transaction } from '../db/transaction.ts';
import { getUser, setProfileAddress } from '../db/users.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { body } from '../http/validate.ts';

/** An address as the API answers it: DRF's integer id. */
const addressJson = (address: Address) => ({ ...address, id: Number(address.id), repere: address.repere ?? '' });

/** The id of a path, or 404 (another account's address is as unknown as a missing one). */
function addressId(param: string): string {
  if (!/^\d{1,12}$/.test(param)) throw notFound();
  return String(Number(param));
}

/** The phone a saved address keeps: an order's phone (the checkout's rule), stored as `+243` and its nine digits. */
function withPhone<T extends { telephone?: string | undefined }>(fields: T): T {
  if (fields.telephone === undefined) return fields;
  const phone = checkAddressPhone(fields.telephone);
  if (!phone.ok) throw fieldError('telephone', phone.message);
  return { ...fields, telephone: phone.value };
}

/** An imported address keeps what the browser had; its phone is written the book's way when it reads as a number. */
function importedPhone<T extends { telephone: string }>(fields: T): T {
  const phone = checkAddressPhone(fields.telephone);
  return phone.ok ? { ...fields, telephone: phone.value } : fields;
}

/** The fields given, without the keys a partial update left out. */
const given = <T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * The account's address book (beyond the spec's contract, where the book lives in the browser only): read, add,
 * edit (`is_default: true` moves the default), delete (never the only address, never the default), and a one-time
 * import of the book a browser kept before. Each change runs under a lock of the account, applies the domain's
 * list operations to the book as stored, and writes the profile's address string from the default address in the
 * same transaction.
 */
export function addressRoutes(deps: Deps) {
  const db = deps.engine.db;

  /** `work` gets the book as stored and returns it changed (its rows already written) and the answer. */
  function change<T>(userId: number, work: (trx: Db, book: Address[]) => Promise<{ book: Address[]; answer: T }>): Promise<T> {
    return transaction(
      deps.engine,
      async (trx) => {
        await lockRow(trx, deps.engine.kind, 'users', userId);
        const { book, answer } = await work(trx, await addressesOf(trx, userId));
        const profile = profileAddressOf(book);
        const user = await getUser(trx, userId);
        if (user && profile !== '' && profile !== user.address) await setProfileAddress(trx, userId, profile);
        return answer;
      },
      { keepCache: true },
    );
  }

  /** Inserts `fields` into `book` as the rules add it (the first address, or one marked default, is the only default). */
  async function add(trx: Db, userId: number, book: Address[], fields: NewAddress): Promise<{ book: Address[]; id: string }> {
    const id = await insertAddress(trx, userId, fields, deps.now());
    const next = addAddress(book, fields, id);
    const inserted = next.find((a) => a.id === id);
    await writeChanges(trx, userId, inserted ? [...book, { ...inserted, is_default: false }] : book, next);
    return { book: next, id };
  }

  return new Hono<AppEnv>()
    .get('/api/v1/accounts/adresses/', async (c) => {
      const me = requireUser(c);
      return c.json((await addressesOf(db, me.id)).map(addressJson));
    })
    .post('/api/v1/accounts/adresses/', async (c) => {
      const me = requireUser(c);
      const fields = withPhone(await body(c, addressInputSchema));
      const created = await change(me.id, async (trx, book) => {
        if (book.length >= MAX_ADDRESSES) throw new HttpProblem(400, { detail: formValidationMessages.tooManyAddresses(MAX_ADDRESSES) });
        const added = await add(trx, me.id, book, fields);
        return { book: added.book, answer: added.book.find((a) => a.id === added.id) };
      });
      return c.json(created ? addressJson(created) : null, 201);
    })
    .patch('/api/v1/accounts/adresses/:id/', async (c) => {
      const me = requireUser(c);
      const id = addressId(c.req.param('id'));
      const patch = withPhone(given(await body(c, addressPatchSchema)));
      const edited = await change(me.id, async (trx, book) => {
        const result = editAddress(book, id, patch);
        if (!result.ok) throw notFound();
        await writeChanges(trx, me.id, book, result.value);
        return { book: result.value, answer: result.value.find((a) => a.id === id) };
      });
      return c.json(edited ? addressJson(edited) : null);
    })
    .delete('/api/v1/accounts/adresses/:id/', async (c) => {
      const me = requireUser(c);
      const id = addressId(c.req.param('id'));
      await change(me.id, async (trx, book) => {
        if (!book.some((a) => a.id === id)) throw notFound();
        const result = deleteAddress(book, id);
        if (!result.ok) throw new HttpProblem(400, { detail: result.message });
        await deleteAddressRow(trx, me.id, id);
        return { book: result.value, answer: null };
      });
      return c.body(null, 204);
    })
    .post('/api/v1/accounts/adresses/import/', async (c) => {
      const me = requireUser(c);
      const { adresses } = await body(c, addressImportSchema);
      const book = await change(me.id, async (trx, stored) => {
        // Once only: a book already on the server is the account's; the browser reads it instead.
        if (stored.length > 0) throw new HttpProblem(409, { detail: serverMessages.addressBookKept });
        let next: Address[] = [];
        for (const fields of adresses) next = (await add(trx, me.id, next, importedPhone(fields))).book;
        return { book: next, answer: next };
      });
      return c.json(book.map(addressJson), 201);
    });
}
