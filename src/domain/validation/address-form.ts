/** Address add/edit form: each missing field has its own message; the phone must be one an order can take. */
import type { AddressType } from '../../contract/address.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { checkAddressPhone, type NewAddress } from '../address.ts';
import { invalid, type Result, text, valid } from '../result.ts';

export const ADDRESS_TYPES = ['Maison', 'Bureau', 'Autre'] as const satisfies readonly AddressType[];

export interface AddressForm {
  type?: unknown;
  rue: unknown;
  numero: unknown;
  quartier: unknown;
  commune: unknown;
  telephone: unknown;
  repere?: unknown;
  is_default?: unknown;
}

const REQUIRED = [
  ['rue', addressesMessages.streetRequired],
  ['numero', addressesMessages.numberRequired],
  ['quartier', addressesMessages.quartierRequired],
  ['commune', addressesMessages.communeRequired],
  ['telephone', addressesMessages.phoneRequired],
] as const;

/**
 * First missing field in form order gets its message, then the phone's rule (kept as `+243` and its nine digits);
 * an unknown type reads as 'Maison'.
 */
export function validateAddressForm(form: AddressForm): Result<{ value: NewAddress }> {
  for (const [field, message] of REQUIRED) {
    if (text(form[field]) === '') return invalid(message, field);
  }
  const phone = checkAddressPhone(text(form.telephone));
  if (!phone.ok) return phone;
  const type = ADDRESS_TYPES.find((t) => t === form.type) ?? 'Maison';
  return valid({
    type,
    rue: text(form.rue),
    numero: text(form.numero),
    quartier: text(form.quartier),
    commune: text(form.commune),
    telephone: phone.value,
    // The form always sends it (blank clears the one saved before); callers without the field leave it out.
    ...(form.repere === undefined ? {} : { repere: text(form.repere) }),
    is_default: form.is_default === true,
  });
}
