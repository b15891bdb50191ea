import { checkoutMessages } from '../../messages/checkout.ts';
import type { CheckoutInput } from '../../stores/checkout/flow.ts';

interface Props {
  input: CheckoutInput;
  change: (patch: Partial<CheckoutInput>) => void;
  invalidField: string | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Full name, 9-digit phone (the draft keeps every digit typed; the number is read once typed) and optional email. */
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
            autoComplete="tel-national"
            value={text(input.phone)}
            aria-invalid={invalidField === 'phone'}
            onChange={(e) => change({ phone: e.target.value })}
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
