import { checkoutPhoneInput, toNineDigits } from '../../domain/phone.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import type { CheckoutInput } from '../../stores/checkout/checkout.ts';

interface Props {
  input: CheckoutInput;
  change: (patch: Partial<CheckoutInput>) => void;
  invalidField: string | undefined;
}

/** A pasted `+243 812 345 678` keeps its 9 national digits; typing keeps digits only, at most 9. */
const typedPhone = (value: string): string => toNineDigits(value) ?? checkoutPhoneInput(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Full name, 9-digit phone (digits only, at most 9 kept while typing) and optional email. */
export default function PersonalFields({ input, change, invalidField }: Props) {
  return (
    <fieldset className="checkout-fieldset">
      <legend>{checkoutMessages.personalTitle}</legend>
      <div>
        <label htmlFor="checkout-fullName">{checkoutMessages.fullName}</label>
        <input
          id="checkout-fullName"
          autoComplete="name"
          value={text(input.fullName)}
          aria-invalid={invalidField === 'fullName'}
          onChange={(e) => change({ fullName: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="checkout-phone">{checkoutMessages.phone}</label>
        <div className="checkout-phone">
          <span aria-hidden="true">{checkoutMessages.phonePrefix}</span>
          <input
            id="checkout-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={text(input.phone)}
            aria-invalid={invalidField === 'phone'}
            onChange={(e) => change({ phone: typedPhone(e.target.value) })}
          />
        </div>
      </div>
      <div>
        <label htmlFor="checkout-email">{checkoutMessages.email}</label>
        <input
          id="checkout-email"
          type="email"
          autoComplete="email"
          value={text(input.email)}
          onChange={(e) => change({ email: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
