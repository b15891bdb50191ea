import { useState, type SubmitEvent } from 'react';
import { accountMessages } from '../../domain/messages/account.ts';
import { validateSignUp } from '../../domain/validation/sign-up.ts';
import { register } from '../../stores/session.ts';
import Field from './Field.tsx';
import { checkedForm } from './form-data.ts';
import { goTo, safeNext, stepHash } from './navigation.ts';
import Notice, { errorNotice, failureNotice, type NoticeState } from './Notice.tsx';
import { useHydrated } from '../use-hydrated.ts';

const SIGN_UP_REDIRECT_MS = 1500;
const SIGN_UP_TO_LOGIN_MS = 2000;

interface Props {
  onLogin: (email: string) => void;
}

/** Sign-up step: then automatic login and redirect in 1.5 s, or the login step after 2 s when that login fails. */
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
      setNotice({ kind: 'ok', text: `${accountMessages.registerSuccess} ${accountMessages.loginSuccess}` });
      setTimeout(() => goTo(safeNext(window.location.search)), SIGN_UP_REDIRECT_MS);
      return;
    }
    setNotice({ kind: 'error', text: `${accountMessages.registerSuccess} ${result.login.message}` });
    setTimeout(() => onLogin(checked.value.email), SIGN_UP_TO_LOGIN_MS);
  }

  return (
    <form className="form account-form" noValidate onSubmit={submit} aria-labelledby="signup-title">
      <h2 id="signup-title">{accountMessages.signUpTitle}</h2>
      <Field id="firstName" label={accountMessages.firstName} autoComplete="given-name" required />
      <Field id="lastName" label={accountMessages.lastName} autoComplete="family-name" required />
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" required />
      <Field id="phone" label={accountMessages.phoneOptional} type="tel" autoComplete="tel" />
      <Field id="password" label={accountMessages.password} type="password" autoComplete="new-password" required />
      <Field id="passwordConfirm" label={accountMessages.passwordConfirm} type="password" autoComplete="new-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
          {accountMessages.signUp}
        </button>
        <a className="btn btn-ghost" href={stepHash.login}>
          {accountMessages.haveAccount}
        </a>
      </p>
    </form>
  );
}
