/**
 * The address book: an address as the browser keeps it (`userAddresses`, untrusted) and as the reference API
 * answers it, and what the API's address endpoints take (`/accounts/adresses/`, an extension of the spec's
 * contract: src/server/README.md).
 */
import { z } from 'zod/mini';
import { addressesMessages as say } from '../messages/addresses.ts';
import { formValidationMessages as formSay } from '../messages/form-validation.ts';
import { ADDRESS_MAX, MAX_ADDRESSES } from './address-limits.ts';
import { someField } from './decimal.ts';
import { plainText, requiredPlainText } from './text.ts';

const addressTypes = ['Maison', 'Bureau', 'Autre'] as const;
const addressTypeSchema = z.enum(addressTypes, { error: formSay.addressTypeUnknown });
export type AddressType = z.infer<typeof addressTypeSchema>;

/**
 * One address of the book. `id` is an increasing numeric string (the API's number is read as one); the city is
 * always Kinshasa; `repere` is the « Point de repère », sent with an order in its notes (src/domain/landmark.ts).
 */
export const addressSchema = z.object({
  id: z.union([z.string().check(z.regex(/^\d+$/)), z.pipe(z.number().check(z.int(), z.nonnegative()), z.transform(String))]),
  type: z.catch(addressTypeSchema, 'Autre'),
  rue: z.string(),
  numero: z.string(),
  quartier: z.string(),
  commune: z.string(),
  ville: z.catch(z.literal('Kinshasa'), 'Kinshasa'),
  telephone: z.string(),
  repere: z.optional(z.catch(z.string(), '')),
  is_default: z.catch(z.boolean(), false),
});
export type Address = z.infer<typeof addressSchema>;

/** The parts a customer types, each under the one text rule and within its limit. */
const parts = {
  rue: requiredPlainText(ADDRESS_MAX.rue, false, say.streetRequired),
  numero: requiredPlainText(ADDRESS_MAX.numero, false, say.numberRequired),
  quartier: requiredPlainText(ADDRESS_MAX.quartier, false, say.quartierRequired),
  commune: requiredPlainText(ADDRESS_MAX.commune, false, say.communeRequired),
  telephone: requiredPlainText(ADDRESS_MAX.telephone, false, say.phoneRequired),
};

/** POST /accounts/adresses/: a new address (the first one, or one marked default, becomes the only default). */
export const addressInputSchema = z.object({
  type: z._default(addressTypeSchema, 'Maison'),
  ...parts,
  repere: z._default(plainText(ADDRESS_MAX.repere), ''),
  is_default: z._default(z.boolean(), false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** PATCH /accounts/adresses/{id}/: any part, at least one; `is_default: true` moves the default there. */
export const addressPatchSchema = /* @__PURE__ */ z
  .object({
    type: z.optional(addressTypeSchema),
    rue: z.optional(parts.rue),
    numero: z.optional(parts.numero),
    quartier: z.optional(parts.quartier),
    commune: z.optional(parts.commune),
    telephone: z.optional(parts.telephone),
    repere: z.optional(plainText(ADDRESS_MAX.repere)),
    is_default: z.optional(z.boolean()),
  })
  .check(someField(formSay.addressNoChange));
export type AddressPatch = z.input<typeof addressPatchSchema>;

/**
 * POST /accounts/adresses/import/: the book this browser kept before the account had one on the server, taken
 * only into an empty book (once: a second import is refused with 409).
 */
export const addressImportSchema = z.object({
  adresses: z
    .array(addressInputSchema)
    .check(z.minLength(1), z.maxLength(MAX_ADDRESSES, { error: formSay.tooManyAddresses(MAX_ADDRESSES) })),
});
export type AddressImport = z.input<typeof addressImportSchema>;
