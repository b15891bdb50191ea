import { safeNext } from '../../domain/safe-next.ts';
import { accountMessages } from '../../messages/account.ts';
import { accountForms } from '../../stores/account/forms.ts';
import FormNotice from '../FormNotice.tsx';
import { goTo, stepHash } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

/**
 * The one-time login link mailed to an account past its wrong passwords: one tap signs in with its secret (a mail
 * scanner that opens the link signs nobody in), then back to where the link leads (gestion for the staff) in 1.5 s.
 * A link that no longer works says so, with the way to the login form.
 */
export default function LoginLinkStep({ secret }: { secret: string }) {
  const { ref, state, disabled, onSubmit } = useFormSubmit(() =>
    accountForms.loginLink(secret, () => goTo(safeNext(window.location.search))),
  );
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-label={accountMessages.loginTitle}>
      <p>{accountMessages.loginLinkIntro}</p>
      <FormNotice notice={state.notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.loginLinkSubmit}
        </button>
        {state.notice?.kind === 'error' && (
          <a className="btn btn-ghost" href={stepHash.login}>
            {accountMessages.signIn}
          </a>
        )}
      </p>
    </form>
  );
}
