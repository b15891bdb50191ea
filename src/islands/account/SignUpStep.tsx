import { safeNext } from '../../domain/safe-next.ts';
import { accountMessages } from '../../messages/account.ts';
import { accountForms } from '../../stores/account/forms.ts';
import FormNotice from '../FormNotice.tsx';
import Field from './Field.tsx';
import { goTo, stepHash } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  onLogin: (email: string) => void;
}

/**
 * Sign-up step: then automatic login and redirect in 1.5 s, or the login step after 2 s when that login fails.
 * After a guest order on this device, its e-mail and phone are already filled in (src/stores/account/forms.ts).
 */
export default function SignUpStep({ onLogin }: Props) {
  const { ref, state, disabled, onSubmit, bind, bindPhone } = useFormSubmit(() =>
    accountForms.signUp(() => goTo(safeNext(window.location.search)), onLogin),
  );
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-labelledby="signup-title">
      <h2 id="signup-title">{accountMessages.signUpTitle}</h2>
      <Field id="firstName" label={accountMessages.firstName} autoComplete="given-name" required {...bind('firstName')} />
      <Field id="lastName" label={accountMessages.lastName} autoComplete="family-name" required {...bind('lastName')} />
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" required {...bind('email')} />
      <Field id="phone" label={accountMessages.phoneOptional} autoComplete="tel" {...bindPhone('phone')} />
      <Field id="password" label={accountMessages.password} type="password" autoComplete="new-password" required {...bind('password')} />
      <Field
        id="passwordConfirm"
        label={accountMessages.passwordConfirm}
        type="password"
        autoComplete="new-password"
        required
        {...bind('passwordConfirm')}
      />
      <FormNotice notice={state.notice} />
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
