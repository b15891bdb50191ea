import { useState, type SubmitEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { validateSignUp } from '../../domain/validation/sign-up.ts';
import { register } from '../../stores/session.ts';
import Field from './Field.tsx';
import { failureNotice } from './field-errors.ts';
import { checkedForm } from './form-data.ts';
import { accountText } from './messages-account.ts';
import { goTo, safeNext, stepHash } from './navigation.ts';
import Notice, { errorNotice, type NoticeState } from './Notice.tsx';
import { useHydrated } from '../use-hydrated.ts';

export const SIGN_UP_REDIRECT_MS = 1500;
export const SIGN_UP_TO_LOGIN_MS = 2000;

interface Props {
  onLogin: (email: string) => void;
}

/** Sign-up step (spec §5): then automatic login and redirect in 1.5 s, or the login step after 2 s when that login fails. */
export default function SignUpStep({ onLogin }: Props) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedForm(event.currentTarget, (v) =>
      validateSignUp({
        firstName: v['firstName'],
        lastName: v['lastName'],
        email: v['email'],
        phone: v['phone'],
        password: v['password'],
        passwordConfirm: v['passwordConfirm'],
      }),
    );
    if (!checked.ok) return setNotice(errorNotice(checked.message));
    setBusy(true);
    const result = await register(checked.value);
    if (!result.ok) {
      setBusy(false);
      return setNotice(failureNotice(result));
    }
    if (result.login.ok) {
      setNotice({ kind: 'ok', text: `${messages.auth.registerSuccess} ${messages.auth.loginSuccess}` });
      setTimeout(() => goTo(safeNext(window.location.search)), SIGN_UP_REDIRECT_MS);
      return;
    }
    setNotice({ kind: 'error', text: `${messages.auth.registerSuccess} ${result.login.message}` });
    setTimeout(() => onLogin(checked.value.email), SIGN_UP_TO_LOGIN_MS);
  }

  return (
    <form className="form account-form" noValidate onSubmit={submit} aria-labelledby="signup-title">
      <h2 id="signup-title">{accountText.signUpTitle}</h2>
      <Field id="firstName" label={accountText.firstName} autoComplete="given-name" required />
      <Field id="lastName" label={accountText.lastName} autoComplete="family-name" required />
      <Field id="email" label={accountText.email} type="email" autoComplete="email" required />
      <Field id="phone" label={accountText.phoneOptional} type="tel" autoComplete="tel" />
      <Field id="password" label={accountText.password} type="password" autoComplete="new-password" required />
      <Field id="passwordConfirm" label={accountText.passwordConfirm} type="password" autoComplete="new-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
          {accountText.signUp}
        </button>
        <a className="btn-ghost" href={stepHash.login}>
          {accountText.haveAccount}
        </a>
      </p>
    </form>
  );
}
