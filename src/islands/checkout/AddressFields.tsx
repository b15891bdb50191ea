import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Address } from '../../contract/address.ts';
import { ADDRESS_MAX } from '../../contract/address-limits.ts';
import { formatAddress } from '../../domain/address-format.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { $communes, loadCommunes } from '../../stores/checkout/communes.ts';
import { ADDRESS_CARD_ID, ADDRESSES_ATTRIBUTE } from '../../stores/checkout/first-paint-marks.ts';
import type { CheckoutInput } from '../../stores/checkout/flow.ts';

interface Props {
  input: CheckoutInput;
  change: (patch: Partial<CheckoutInput>) => void;
  saved: readonly Address[];
  invalid: boolean;
  /**
   * The book not read yet (the static page, and after hydration until this browser's copy is read): the cards the page's
   * script drew from that copy (src/stores/checkout/first-paint.ts) stay in an element of their own, never hydrated.
   */
  firstPaint: boolean;
}

type NewAddress = NonNullable<CheckoutInput['newAddress']>;
const parts = [
  ['rue', checkoutMessages.rue],
  ['numero', checkoutMessages.numero],
  ['quartier', checkoutMessages.quartier],
  ['commune', checkoutMessages.commune],
  ['repere', addressesMessages.landmark],
] as const;

/**
 * Where to deliver: each saved address as a card to choose (type, street and number, quartier, commune, landmark,
 * phone: what the order will carry, whole), or a new one: avenue, number, quartier, commune (Kinshasa's communes
 * offered, any text accepted), an optional « Point de repère »; city Kinshasa. One group of radios: arrows move
 * between the cards.
 */
export default function AddressFields({ input, change, saved, invalid, firstPaint }: Props) {
  const fresh: NewAddress = input.newAddress ?? { rue: '', numero: '', quartier: '', commune: '' };
  const useSaved = input.addressMode === 'saved';
  const communes = useStore($communes);
  // Reached before the scripts ran (the field is in the page as built): React's focus handler was not there yet.
  useEffect(() => {
    if (document.activeElement?.id === 'checkout-commune') loadCommunes();
  }, []);
  return (
    <fieldset className="checkout-fieldset">
      <legend>{checkoutMessages.addressTitle}</legend>
      {firstPaint ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty text: hydration leaves the cards the page's script drew.
        <div key="first-paint" className="address-cards" {...{ [ADDRESSES_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: '' }} />
      ) : saved.length > 0 ? (
        <div key="island" className="address-cards">
          {saved.map((address) => (
            <label key={address.id} className="address-card">
              <input
                type="radio"
                name="checkout-address"
                id={`${ADDRESS_CARD_ID}${address.id}`}
                checked={useSaved && input.savedAddress?.id === address.id}
                aria-invalid={invalid}
                onChange={() => change({ addressMode: 'saved', savedAddress: address })}
              />
              <span>
                <strong>{addressesMessages.types[address.type]}</strong>
                <span>{formatAddress(address)}</span>
                {address.repere ? <span>{addressesMessages.landmarkOf(address.repere)}</span> : null}
                <span>{formatPhoneDisplay(address.telephone)}</span>
              </span>
            </label>
          ))}
          <label className="address-card">
            <input type="radio" name="checkout-address" checked={!useSaved} onChange={() => change({ addressMode: 'new' })} />
            <span>
              <strong>{checkoutMessages.newAddress}</strong>
            </span>
          </label>
        </div>
      ) : null}
      {useSaved ? null : (
        <div className="checkout-address">
          {parts.map(([key, label]) => (
            <div key={key}>
              <label htmlFor={`checkout-${key}`}>{label}</label>
              <input
                id={`checkout-${key}`}
                value={typeof fresh[key] === 'string' ? fresh[key] : ''}
                maxLength={ADDRESS_MAX[key]}
                {...(key === 'repere' ? { placeholder: addressesMessages.landmarkHint } : { 'aria-invalid': invalid && fresh[key] === '' })}
                {...(key === 'commune' ? { list: 'checkout-communes', onFocus: loadCommunes } : {})}
                onChange={(e) => change({ newAddress: { ...fresh, [key]: e.target.value } })}
              />
            </div>
          ))}
          <datalist id="checkout-communes">
            {communes.map((commune) => (
              <option key={commune} value={commune} />
            ))}
          </datalist>
          <div>
            <label htmlFor="checkout-ville">{checkoutMessages.ville}</label>
            <input id="checkout-ville" value="Kinshasa" readOnly />
          </div>
        </div>
      )}
    </fieldset>
  );
}
