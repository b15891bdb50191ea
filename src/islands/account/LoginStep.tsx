import { paths } from '../../config/paths.ts';
import { isStaffUser } from '../../domain/roles.ts';
import { safeNext } from '../../domain/safe-next.ts';
import { accountMessages } from '../../messages/account.ts';
import { accountForms } from '../../stores/account/forms.ts';
import FormNotice from '../FormNotice.tsx';
import Field from './Field.tsx';
import { goTo, stepHash } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  email: string;
  /** Where the staff land when no page asked for them: gestion (a prop, so the page's scripts carry no gestion paths). */
  staffHome: string;
}

/** Login step: email and password; after login, back to the page that sent the customer (or home; gestion for the staff) in 1.5 s. */
export default function LoginStep({ email, staffHome }: Props) {
  const { ref, state, disabled, onSubmit, bind } = useFormSubmit(() =>
    accountForms.login(email, (user) => goTo(safeNext(window.location.search, isStaffUser(user) ? staffHome : paths.home))),
  );
  return (
    // The page's heading already says 'Connexion': the form carries the name without a second heading.
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-label={accountMessages.loginTitle}>
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" required {...bind('email')} />
      <Field
        id="password"
        label={accountMessages.password}
        type="password"
        autoComplete="current-password"
        required
        {...bind('password')}
      />
      <FormNotice notice={state.notice} />
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
