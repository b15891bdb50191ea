import { useStore } from '@nanostores/react';
import { accountMessages } from '../../messages/account.ts';
import { accountForms } from '../../stores/account/forms.ts';
import FormNotice from '../FormNotice.tsx';
import Field from './Field.tsx';
import { stepHash } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

/** Forgot-password step: always the same answer, so that nobody learns which emails have an account. */
export default function ForgotStep({ email }: { email: string }) {
  const { form, ref, state, disabled, onSubmit, bind } = useFormSubmit(() => accountForms.forgot(email));
  const devLink = useStore(form.$devLink);
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-labelledby="forgot-title">
      <h2 id="forgot-title">{accountMessages.forgotTitle}</h2>
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" required {...bind('email')} />
      <FormNotice notice={state.notice} />
      {devLink && (
        <p>
          <a href={devLink}>{accountMessages.devResetLink}</a>
        </p>
      )}
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.sendResetLink}
        </button>
        <a className="btn btn-ghost" href={stepHash.login}>
          {accountMessages.backToLogin}
        </a>
      </p>
    </form>
  );
}
