import { useStore } from '@nanostores/react';
import { LANDMARK_MAX_LENGTH } from '../../domain/address.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { $communes, loadCommunes } from '../../stores/checkout/communes.ts';
import type { SavedAddress } from '../../stores/checkout/customer.ts';
import type { CheckoutInput } from '../../stores/checkout/flow.ts';

interface Props {
  input: CheckoutInput;
  change: (patch: Partial<CheckoutInput>) => void;
  saved: readonly SavedAddress[];
  invalid: boolean;
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
 * Saved address (signed in with an address book) or a new one: avenue, number, quartier, commune (Kinshasa's
 * communes offered, any text accepted), an optional « Point de repère »; city Kinshasa.
 */
export default function AddressFields({ input, change, saved, invalid }: Props) {
  const fresh: NewAddress = input.newAddress ?? { rue: '', numero: '', quartier: '', commune: '' };
  const useSaved = input.addressMode === 'saved';
  const communes = useStore($communes);
  return (
    <fieldset className="checkout-fieldset">
      <legend>{checkoutMessages.addressTitle}</legend>
      {saved.length > 0 ? (
        <div className="checkout-choice" role="radiogroup" aria-label={checkoutMessages.addressTitle}>
          <label>
            <input
              type="radio"
              name="addressMode"
              checked={useSaved}
              onChange={() => change({ addressMode: 'saved', savedAddress: input.savedAddress ?? saved[0]?.address ?? null })}
            />{' '}
            {checkoutMessages.savedAddress}
          </label>
          <label>
            <input type="radio" name="addressMode" checked={!useSaved} onChange={() => change({ addressMode: 'new' })} />{' '}
            {checkoutMessages.newAddress}
          </label>
        </div>
      ) : null}
      {useSaved ? (
        <div>
          <label htmlFor="checkout-saved">{checkoutMessages.savedAddress}</label>
          <select
            id="checkout-saved"
            value={input.savedAddress?.id ?? ''}
            aria-invalid={invalid}
            onChange={(e) => change({ savedAddress: saved.find((s) => s.address.id === e.target.value)?.address ?? null })}
          >
            {saved.map(({ address, label }) => (
              <option key={address.id} value={address.id}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="checkout-address">
          {parts.map(([key, label]) => (
            <div key={key}>
              <label htmlFor={`checkout-${key}`}>{label}</label>
              <input
                id={`checkout-${key}`}
                value={typeof fresh[key] === 'string' ? fresh[key] : ''}
                {...(key === 'repere'
                  ? { placeholder: addressesMessages.landmarkHint, maxLength: LANDMARK_MAX_LENGTH }
                  : { 'aria-invalid': invalid && fresh[key] === '' })}
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
