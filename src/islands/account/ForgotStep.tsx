import { useState, type SubmitEvent } from 'react';
import { accountMessages } from '../../domain/messages/account.ts';
import { requestPasswordReset } from '../../stores/session.ts';
import Field from './Field.tsx';
import { formValues } from './form-data.ts';
import { stepHash } from './navigation.ts';
import Notice, { errorNotice, type NoticeState } from './Notice.tsx';
import { useHydrated } from '../use-hydrated.ts';

/** Forgot-password step: always the same answer, so that nobody learns which emails have an account. */
export default function ForgotStep({ email }: { email: string }) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const [devLink, setDevLink] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = (formValues(event.currentTarget)['email'] ?? '').trim();
    if (!address) return setNotice(errorNotice(accountMessages.profileRequiredFields));
    setBusy(true);
    const result = await requestPasswordReset(address);
    setBusy(false);
    if (!result.ok) return setNotice(errorNotice(result.message));
    setNotice({ kind: 'ok', text: accountMessages.forgotPasswordNotice });
    setDevLink(result.devLink);
  }

  return (
    <form className="form account-form" noValidate onSubmit={submit} aria-labelledby="forgot-title">
      <h2 id="forgot-title">{accountMessages.forgotTitle}</h2>
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" defaultValue={email} required />
      <Notice notice={notice} />
      {devLink && (
        <p>
          <a href={devLink}>{accountMessages.devResetLink}</a>
        </p>
      )}
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
          {accountMessages.sendResetLink}
        </button>
        <a className="btn btn-ghost" href={stepHash.login}>
          {accountMessages.backToLogin}
        </a>
      </p>
    </form>
  );
}
