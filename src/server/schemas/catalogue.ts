import { z } from 'zod';
import * as contract from '../../contract/catalogue-write.ts';
import { toCents } from '../../domain/money.ts';

/** The contract's staff catalogue payloads, their prices turned into integer hundredths for the database. */

/** A price the contract accepted (two places at most, under the ceiling) in hundredths: exact, never null. */
function cents(price: string): number {
  const value = toCents(price);
  if (value === null) throw new Error(`Prix accepté mais illisible : ${price}`);
  return value;
}

export const productWriteSchema = z.pipe(
  contract.productWriteSchema,
  z.transform((p) => ({
    ...p,
    prix: cents(p.prix),
    prix_promo: p.prix_promo === null ? null : cents(p.prix_promo),
    prix_consigne: cents(p.prix_consigne),
  })),
);

export const productPatchSchema = z.pipe(
  contract.productPatchSchema,
  z.transform((p) => ({
    ...p,
    prix: p.prix === undefined ? undefined : cents(p.prix),
    prix_promo: p.prix_promo === undefined || p.prix_promo === null ? p.prix_promo : cents(p.prix_promo),
    prix_consigne: p.prix_consigne === undefined ? undefined : cents(p.prix_consigne),
  })),
);

export { brandPatchSchema, brandWriteSchema, categoryPatchSchema, categoryWriteSchema } from '../../contract/catalogue-write.ts';
