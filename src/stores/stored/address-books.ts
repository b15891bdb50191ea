/** The address books under `userAddresses`: one list per signed-in customer, decoded through the contract's `addressSchema`. */
import type { WritableAtom } from 'nanostores';
import { z } from 'zod/mini';
import { type Address, addressSchema } from '../../contract/address.ts';
import { decodeJson } from './decode-json.ts';
import { decodedView, storedText } from './stored-text.ts';

export type AddressBooks = Record<string, Address[]>;

/** Garbage entries are dropped one by one; a garbage book reads as empty. */
const booksSchema = z.record(
  z.string(),
  z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((item) => {
        const parsed = addressSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
);

/** The books as stored (`{}` when none). */
export const storedAddressBooks = (): WritableAtom<AddressBooks> =>
  decodedView<AddressBooks>(
    storedText('userAddresses'),
    (text) => decodeJson<AddressBooks>(booksSchema, {}, text),
    (books) => JSON.stringify(books),
  );
