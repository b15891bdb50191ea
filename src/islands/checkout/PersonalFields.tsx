import { formatPhoneDisplay } from '../../domain/phone.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import type { CheckoutInput } from '../../stores/checkout/flow.ts';

interface Props {
  input: CheckoutInput;
  change: (patch: Partial<CheckoutInput>) => void;
  invalidField: string | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Full name, phone (the draft keeps every digit typed; the number is read once typed, and shown as read once the field
 * is left, as every phone field of the shop: src/domain/phone.ts) and optional email.
 */
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
        <input
          id="checkout-phone"
          type="tel"
          autoComplete="tel-national"
          value={text(input.phone)}
          aria-invalid={invalidField === 'phone'}
          onChange={(e) => change({ phone: e.target.value })}
          onBlur={(e) => change({ phone: formatPhoneDisplay(e.target.value) })}
        />
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
