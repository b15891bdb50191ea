import { useEffect, useState, type SubmitEvent } from 'react';
import { accountMessages } from '../../domain/messages/account.ts';
import { catalogueMessages } from '../../domain/messages/catalogue.ts';
import { validateResetLink, validateResetPassword } from '../../domain/validation/password.ts';
import { confirmPasswordReset } from '../../stores/session.ts';
import Field from './Field.tsx';
import { checkedForm } from './form-data.ts';
import { goTo, resetParams } from './navigation.ts';
import Notice, { errorNotice, type NoticeState } from './Notice.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { paths } from '../../config/paths.ts';

const RESET_REDIRECT_MS = 3000;

type Link = { state: 'reading' } | { state: 'invalid' } | { state: 'valid'; uid: string; token: string };

/** `/reset-password/{uid}/{token}`: one static shell for every link; uid and token come from the address bar. */
export default function ResetPassword() {
  const [link, setLink] = useState<Link>({ state: 'reading' });
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    const { uid, token } = resetParams(window.location.pathname);
    const checked = validateResetLink(uid, token);
    setLink(checked.ok ? { state: 'valid', ...checked.value } : { state: 'invalid' });
  }, []);

  if (link.state === 'reading')
    return (
      <p className="muted" role="status">
        {catalogueMessages.loading}
      </p>
    );
  if (link.state === 'invalid')
    return (
      <p className="notice error" role="alert">
        {accountMessages.resetInvalidLink}
      </p>
    );
  const { uid, token } = link;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedForm(event.currentTarget, (values) =>
      validateResetPassword({ password: values['password'], confirm: values['confirm'] }),
    );
    if (!checked.ok) return setNotice(errorNotice(checked.message));
    setBusy(true);
    const result = await confirmPasswordReset({ uid, token, new_password: checked.value });
    if (!result.ok) {
      setBusy(false);
      return setNotice(errorNotice(result.message));
    }
    setNotice({ kind: 'ok', text: accountMessages.resetConfirmSuccess });
    setTimeout(() => goTo(paths.login), RESET_REDIRECT_MS);
  }

  return (
    <form className="form account-form" noValidate onSubmit={submit}>
      <Field id="password" label={accountMessages.newPassword} type="password" autoComplete="new-password" required />
      <Field id="confirm" label={accountMessages.passwordConfirm} type="password" autoComplete="new-password" required />
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
          {accountMessages.resetSubmit}
        </button>
      </p>
    </form>
  );
}
