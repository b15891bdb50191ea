/**
 * Address book rules: parsing of the profile string (known Kinshasa communes), pure list operations, the phone a
 * saved address may keep. The browser's book and the reference API's apply the same operations.
 */
import type { Address } from '../contract/address.ts';
import { addressesMessages } from '../messages/addresses.ts';
import { formValidationMessages } from '../messages/form-validation.ts';
import { CITY, formatAddress } from './address-format.ts';
import type { KinshasaCommune } from './communes.ts';
import { normalizeName } from './normalize-name.ts';
import { congolesePhone } from './phone.ts';
import { invalid, type Result, valid } from './result.ts';

export type { Address };

/** The communes the profile address string is read with (the 24 communes the forms offer are in communes.ts). */
const KNOWN_COMMUNES = [
  'Gombe',
  'Limete',
  'Ngaliema',
  'Barumbu',
  'Kinshasa',
  'Lingwala',
  'Kintambo',
] as const satisfies readonly KinshasaCommune[];

export type AddressParts = Pick<Address, 'rue' | 'numero' | 'quartier' | 'commune' | 'ville'>;

function knownCommune(part: string, known: readonly string[] = KNOWN_COMMUNES): string | undefined {
  return known.find((c) => normalizeName(c) === normalizeName(part));
}

const NUMERO = /^(?:n\s*°|n°|no\.?|num(?:éro|ero)?\.?)\s*(.+)$/i;

/**
 * Reads the profile address string back into fields. The exact formatAddress shape
 * (`rue, N°n, quartier, commune, Kinshasa`) is read by position; otherwise the commune is the last part naming a known
 * commune; a trailing `Kinshasa` after another known commune is the city. Parts without a known
 * commune give an empty commune. The city is always Kinshasa. `known`: the communes recognised (the spec's seven).
 */
export function parseProfileAddress(value: string, known: readonly string[] = KNOWN_COMMUNES): AddressParts {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const last = parts.at(-1);
  const [rue0 = '', numero0 = '', quartier0 = '', commune0 = ''] = parts;
  if (parts.length === 5 && NUMERO.test(numero0) && normalizeName(last ?? '') === 'kinshasa') {
    // Exactly what formatAddress writes: read it by position (communes outside the known list too).
    return {
      rue: rue0,
      numero: NUMERO.exec(numero0)?.[1]?.trim() ?? '',
      quartier: quartier0,
      commune: knownCommune(commune0, known) ?? commune0,
      ville: CITY,
    };
  }
  if (parts.length >= 2 && last !== undefined && normalizeName(last) === 'kinshasa' && knownCommune(parts.at(-2) ?? '', known)) {
    parts.pop();
  }
  let communeIndex = -1;
  parts.forEach((p, i) => {
    if (i > 0 && knownCommune(p, known)) communeIndex = i;
  });
  const commune = communeIndex >= 0 ? (knownCommune(parts[communeIndex] ?? '', known) ?? '') : '';
  const body = communeIndex >= 0 ? parts.slice(0, communeIndex) : parts;
  const [rue = '', ...rest] = body;
  const numeroIndex = rest.findIndex((p) => NUMERO.test(p) || /^\d+\w*$/.test(p));
  const numeroPart = numeroIndex >= 0 ? (rest[numeroIndex] ?? '') : '';
  const numero = NUMERO.exec(numeroPart)?.[1]?.trim() ?? numeroPart;
  const quartier = rest.filter((_, i) => i !== numeroIndex).join(', ');
  return { rue, numero, quartier, commune, ville: CITY };
}

/** Next id of the address book: one more than the largest numeric id, `'1'` for an empty book. */
export function nextAddressId(existing: readonly { id: string }[]): string {
  const max = existing.reduce((m, a) => (/^\d+$/.test(a.id) ? Math.max(m, Number(a.id)) : m), 0);
  return String(max + 1);
}

function withSingleDefault(list: Address[], defaultId: string): Address[] {
  return list.map((a) => ({ ...a, is_default: a.id === defaultId }));
}

export type NewAddress = Omit<Address, 'id' | 'ville' | 'is_default'> & { is_default?: boolean };

/** Adds an address under `id` (the API's, else the next of the book): the first one, or one marked default, becomes the only default. */
export function addAddress(list: readonly Address[], fields: NewAddress, id = nextAddressId(list)): Address[] {
  const isDefault = list.length === 0 || fields.is_default === true;
  const added: Address = { ...fields, id, ville: CITY, is_default: isDefault };
  const next = [...list, added];
  return isDefault ? withSingleDefault(next, id) : next;
}

/** Edits an address; marking it default moves the default to it, unmarking the default is ignored. */
export function editAddress(list: readonly Address[], id: string, fields: Partial<NewAddress>): Result<{ value: Address[] }> {
  const current = list.find((a) => a.id === id);
  if (!current) return invalid(addressesMessages.notFound);
  const edited: Address = { ...current, ...fields, id, ville: CITY, is_default: current.is_default || fields.is_default === true };
  const next = list.map((a) => (a.id === id ? edited : a));
  return valid(edited.is_default ? withSingleDefault(next, id) : next);
}

export function setDefaultAddress(list: readonly Address[], id: string): Result<{ value: Address[] }> {
  if (!list.some((a) => a.id === id)) return invalid(addressesMessages.notFound);
  return valid(withSingleDefault([...list], id));
}

/** Deletes an address, refusing the only address and the default one. */
export function deleteAddress(list: readonly Address[], id: string): Result<{ value: Address[] }> {
  const target = list.find((a) => a.id === id);
  if (!target) return invalid(addressesMessages.notFound);
  if (list.length === 1) return invalid(addressesMessages.cannotDeleteOnly);
  if (target.is_default) return invalid(addressesMessages.cannotDeleteDefault);
  return valid(list.filter((a) => a.id !== id));
}

/** The profile's address string of a book: its default address formatted, '' for an empty book. */
export function profileAddressOf(list: readonly Address[]): string {
  const chosen = list.find((a) => a.is_default);
  return chosen ? formatAddress(chosen) : '';
}

/**
 * A saved address's phone as the book keeps it, whoever sends it (the form, the API): an order's phone (the checkout's
 * rule, 9 digits after 243) written `+243` and its nine digits, or the form's message.
 */
export function checkAddressPhone(telephone: string): Result<{ value: string }> {
  const phone = congolesePhone(telephone);
  return phone === null ? invalid(formValidationMessages.addressPhoneInvalid, 'telephone') : valid(phone);
}

/** The book of a customer who never had one: the profile's address string parsed (with its phone), or [] without one. */
export function bookFromProfile(user: { address: string; phone_number: string }): Address[] {
  if (user.address.trim() === '') return [];
  return addAddress([], { type: 'Maison', ...parseProfileAddress(user.address), telephone: user.phone_number, is_default: true });
}
