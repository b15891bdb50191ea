import { useStore } from '@nanostores/react';
import { accountMessages } from '../../messages/account.ts';
import { accountForms } from '../../stores/account/forms.ts';
import { $guestSignUp } from '../../stores/account/guest-orders.ts';
import Field from './Field.tsx';
import Notice from './Notice.tsx';
import { goTo, safeNext, stepHash } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  onLogin: (email: string) => void;
}

/**
 * Sign-up step: then automatic login and redirect in 1.5 s, or the login step after 2 s when that login fails.
 * After a guest order on this device, its e-mail and phone are already filled in.
 */
export default function SignUpStep({ onLogin }: Props) {
  const { ref, notice, disabled, onSubmit } = useFormSubmit(() =>
    accountForms.signUp(() => goTo(safeNext(window.location.search)), onLogin),
  );
  const guest = useStore($guestSignUp, { ssr: () => null });
  return (
    <form
      key={guest ? 'guest' : 'blank'}
      ref={ref}
      className="form account-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="signup-title"
    >
      <h2 id="signup-title">{accountMessages.signUpTitle}</h2>
      <Field id="firstName" label={accountMessages.firstName} autoComplete="given-name" required />
      <Field id="lastName" label={accountMessages.lastName} autoComplete="family-name" required />
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" defaultValue={guest?.email} required />
      <Field id="phone" label={accountMessages.phoneOptional} type="tel" autoComplete="tel" defaultValue={guest?.phone} />
      <Field id="password" label={accountMessages.password} type="password" autoComplete="new-password" required />
      <Field id="passwordConfirm" label={accountMessages.passwordConfirm} type="password" autoComplete="new-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.signUp}
        </button>
        <a className="btn btn-ghost" href={stepHash.login}>
          {accountMessages.haveAccount}
        </a>
      </p>
    </form>
  );
}
