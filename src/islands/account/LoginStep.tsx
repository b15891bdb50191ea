import { useState, type SubmitEvent } from 'react';
import { accountMessages } from '../../domain/messages/account.ts';
import { login } from '../../stores/session.ts';
import Field from './Field.tsx';
import { formValues } from './form-data.ts';
import { goTo, safeNext, stepHash } from './navigation.ts';
import Notice, { errorNotice, type NoticeState } from './Notice.tsx';
import { useHydrated } from '../use-hydrated.ts';

const LOGIN_REDIRECT_MS = 1500;

interface Props {
  email: string;
}

/** Login step: email and password; after login, back to the page that sent the customer (or home) in 1.5 s. */
export default function LoginStep({ email }: Props) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const username = (values['email'] ?? '').trim();
    const password = values['password'] ?? '';
    if (!username || !password) return setNotice(errorNotice(accountMessages.profileRequiredFields));
    setBusy(true);
    const result = await login({ username, password });
    if (!result.ok) {
      setBusy(false);
      return setNotice(errorNotice(result.message));
    }
    setNotice({ kind: 'ok', text: accountMessages.loginSuccess });
    setTimeout(() => goTo(safeNext(window.location.search)), LOGIN_REDIRECT_MS);
  }

  return (
    // The page's heading already says 'Connexion': the form carries the name without a second heading.
    <form className="form account-form" noValidate onSubmit={submit} aria-label={accountMessages.loginTitle}>
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" defaultValue={email} required />
      <Field id="password" label={accountMessages.password} type="password" autoComplete="current-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
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
