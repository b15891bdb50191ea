import { accountMessages } from '../../messages/account.ts';
import { accountForms } from '../../stores/account/forms.ts';
import Field from './Field.tsx';
import Notice from './Notice.tsx';
import { goTo, safeNext, stepHash } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  email: string;
}

/** Login step: email and password; after login, back to the page that sent the customer (or home) in 1.5 s. */
export default function LoginStep({ email }: Props) {
  const { ref, notice, disabled, onSubmit } = useFormSubmit(() => accountForms.login(() => goTo(safeNext(window.location.search))));
  return (
    // The page's heading already says 'Connexion': the form carries the name without a second heading.
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-label={accountMessages.loginTitle}>
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" defaultValue={email} required />
      <Field id="password" label={accountMessages.password} type="password" autoComplete="current-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.signIn}
        </button>
        <a className="btn btn-ghost" href={stepHash.forgot}>
          {accountMessages.forgotPassword}
        </a>
        <a className="btn btn-ghost" href={stepHash.signup}>
          {accountMessages.createAccount}
        </a>
      </p>
    </form>
  );
}
