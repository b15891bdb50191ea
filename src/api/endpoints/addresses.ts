import { z } from 'zod/mini';
import { type AddressImport, type AddressInput, type AddressPatch, addressSchema } from '../../contract/address.ts';
import { firstErrorMessage } from '../../contract/errors.ts';
import { pickMessage } from '../errors.ts';
import { type Http, ignoredBody, unauthenticated } from '../http.ts';

/** A refusal in the server's words: its `detail`, else its first field message (an address's phone…). */
const refusal = (_status: number, body: unknown) => pickMessage(body, ['detail', 'non_field_errors']) ?? firstErrorMessage(body);

/**
 * The account's address book on the reference API (`/accounts/adresses/`, beyond the spec's contract). A backend
 * without it answers 404 to the list: the store then keeps the book in the browser as the spec has it.
 */
export function addressEndpoints({ request, requestAll }: Http) {
  const item = (id: string) => `accounts/adresses/${encodeURIComponent(id)}/`;
  return {
    listAddresses: () => requestAll({ path: 'accounts/adresses/', schema: addressSchema, requiresToken: unauthenticated }),
    createAddress: (payload: AddressInput) =>
      request({
        method: 'post',
        path: 'accounts/adresses/',
        json: payload,
        schema: addressSchema,
        requiresToken: unauthenticated,
        httpMessage: refusal,
      }),
    updateAddress: (id: string, patch: AddressPatch) =>
      request({
        method: 'patch',
        path: item(id),
        json: patch,
        schema: addressSchema,
        requiresToken: unauthenticated,
        httpMessage: refusal,
      }),
    deleteAddress: (id: string) =>
      request({ method: 'delete', path: item(id), schema: ignoredBody, requiresToken: unauthenticated, httpMessage: refusal }),
    importAddresses: (payload: AddressImport) =>
      request({
        method: 'post',
        path: 'accounts/adresses/import/',
        json: payload,
        schema: z.array(addressSchema),
        requiresToken: unauthenticated,
        httpMessage: refusal,
      }),
  };
}
