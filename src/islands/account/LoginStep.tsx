import { accountMessages } from '../../domain/messages/account.ts';
import { accountForms } from '../../stores/account-forms.ts';
import Field from './Field.tsx';
import { goTo, safeNext, stepHash } from './navigation.ts';
import Notice from './Notice.tsx';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  email: string;
}

/** Login step: email and password; after login, back to the page that sent the customer (or home) in 1.5 s. */
export default function LoginStep({ email }: Props) {
  const { ref, notice, disabled, onSubmit } = useFormSubmit(() => accountForms.login(() => goTo(safeNext(window.location.search))));
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
      <h2 id="login-title">{accountMessages.loginTitle}</h2>
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" defaultValue={email} required />
      <Field id="password" label={accountMessages.password} type="password" autoComplete="current-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.signIn}
        </button>
        <a className="btn-ghost" href={stepHash.forgot}>
          {accountMessages.forgotPassword}
        </a>
        <a className="btn-ghost" href={stepHash.signup}>
          {accountMessages.createAccount}
        </a>
      </p>
    </form>
  );
}
