/** Checkout form: personal fields, 9-digit phone, address, payment method, non-empty cart. */

import { checkoutMessages } from '../../messages/checkout.ts';
import { formatAddress } from '../address-format.ts';
import { CASH_ON_DELIVERY, isPaymentMethodAvailable } from '../payment.ts';
import { orderPhoneDigits, toOrderPhone } from '../phone.ts';
import { invalid, type Result, text, valid } from '../result.ts';

interface SavedAddressChoice {
  id: string;
  rue: string;
  numero: string;
  quartier: string;
  commune: string;
  ville: string;
  /** « Point de repère » of the saved address: sent in the notes (landmark.ts), not in the address. */
  repere?: string | undefined;
  /** The phone kept with the address: the checkout's phone field takes it when the address is chosen. */
  telephone?: string | undefined;
}

export interface CheckoutForm {
  fullName: unknown;
  phone: unknown;
  email?: unknown;
  notes?: unknown;
  addressMode: 'saved' | 'new';
  savedAddress?: SavedAddressChoice | null;
  newAddress?: { rue: unknown; numero: unknown; quartier: unknown; commune: unknown; repere?: unknown };
  paymentMethod: unknown;
  /** Number of valid items in the cart (summarizeCart().itemCount). */
  itemCount: number;
}

export interface CheckoutValues {
  nom_complet: string;
  email: string;
  notes: string;
  telephone_livraison: string;
  adresse_livraison: string;
  use_saved_address: boolean;
  address_id: string | null;
  mode_paiement: string;
}

/**
 * Checks in order: empty cart, personal fields, phone (9 digits after 243, written any usual way: `812 345 678`,
 * `0812345678`, `+243 812 345 678`), address, payment.
 */
export function validateCheckout(form: CheckoutForm): Result<{ value: CheckoutValues }> {
  if (!(form.itemCount > 0)) return invalid(checkoutMessages.emptyCart);
  const fullName = text(form.fullName);
  const typedPhone = text(form.phone);
  if (fullName === '' || typedPhone === '') return invalid(checkoutMessages.personalFieldsRequired, fullName === '' ? 'fullName' : 'phone');
  const phone = orderPhoneDigits(typedPhone);
  if (phone === null) return invalid(checkoutMessages.phoneNineDigits, 'phone');
  let adresse: string;
  let addressId: string | null = null;
  if (form.addressMode === 'saved') {
    if (!form.savedAddress?.id) return invalid(checkoutMessages.missingAddressId, 'address');
    adresse = formatAddress(form.savedAddress);
    addressId = form.savedAddress.id;
  } else {
    const a = form.newAddress;
    const fields = { rue: text(a?.rue), numero: text(a?.numero), quartier: text(a?.quartier), commune: text(a?.commune) };
    if (Object.values(fields).some((v) => v === '')) return invalid(checkoutMessages.addressFieldsRequired, 'address');
    adresse = formatAddress(fields);
  }
  if (!isPaymentMethodAvailable(form.paymentMethod)) return invalid(checkoutMessages.paymentRequired, 'paymentMethod');
  return valid({
    nom_complet: fullName,
    email: text(form.email),
    notes: text(form.notes),
    telephone_livraison: toOrderPhone(phone),
    adresse_livraison: adresse,
    use_saved_address: form.addressMode === 'saved',
    address_id: addressId,
    mode_paiement: CASH_ON_DELIVERY,
  });
}
