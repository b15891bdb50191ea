import { useEffect, useState, type SubmitEvent } from 'react';
import type { User } from '../../contract/account.ts';
import { messages } from '../../domain/messages.ts';
import { validateProfileEdit } from '../../domain/validation/profile.ts';
import { saveProfile } from '../../stores/profile.ts';
import { refreshUser } from '../../stores/session.ts';
import Field from './Field.tsx';
import { failureNotice } from './field-errors.ts';
import { checkedForm } from './form-data.ts';
import Guard from './Guard.tsx';
import { accountText } from './messages-account.ts';
import { goTo } from './navigation.ts';
import Notice, { errorNotice, type NoticeState } from './Notice.tsx';
import { useSession } from './use-session.ts';
import './account.css';
import { useHydrated } from '../use-hydrated.ts';
import { paths } from '../../config/paths.ts';

export const PROFILE_REDIRECT_MS = 1500;

function ProfileForm({ user }: { user: User }) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedForm(event.currentTarget, (v) =>
      validateProfileEdit({
        fullName: v['fullName'],
        email: v['email'],
        phone: v['phone'],
        currentPassword: v['currentPassword'],
        newPassword: v['newPassword'],
        confirmPassword: v['confirmPassword'],
      }),
    );
    if (!checked.ok) return setNotice(errorNotice(checked.message));
    setBusy(true);
    const result = await saveProfile(checked.value);
    if (!result.ok) {
      setBusy(false);
      return setNotice(failureNotice(result));
    }
    setNotice({ kind: 'ok', text: messages.profile.updateSuccess });
    setTimeout(() => goTo(paths.account), PROFILE_REDIRECT_MS);
  }

  return (
    <form className="form account-form" noValidate onSubmit={submit}>
      <Field
        id="fullName"
        label={accountText.fullName}
        autoComplete="name"
        defaultValue={`${user.first_name} ${user.last_name}`.trim()}
        required
      />
      <Field id="email" label={accountText.email} type="email" autoComplete="email" defaultValue={user.email} required />
      <Field id="phone" label={accountText.phone} type="tel" autoComplete="tel" defaultValue={user.phone_number} required />
      <fieldset>
        <legend>{accountText.changePasswordLegend}</legend>
        <Field id="currentPassword" label={accountText.currentPassword} type="password" autoComplete="current-password" />
        <Field id="newPassword" label={accountText.newPassword} type="password" autoComplete="new-password" />
        <Field id="confirmPassword" label={accountText.confirmNewPassword} type="password" autoComplete="new-password" />
      </fieldset>
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
          {accountText.save}
        </button>
        <a className="btn-ghost" href={paths.account}>
          {accountText.cancel}
        </a>
      </p>
    </form>
  );
}

function CurrentProfile() {
  const { user } = useSession('checking');
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    void refreshUser().finally(() => setFresh(true));
  }, []);
  if (!user || !fresh)
    return (
      <p className="muted" role="status">
        {messages.catalogue.loading}
      </p>
    );
  return <ProfileForm user={user} />;
}

/** `/modifier-profil.html` (spec §5): name, email and phone required; optional password change; back to the account 1.5 s after saving. */
export default function ProfileEdit() {
  return (
    <Guard page="modifier-profil">
      <CurrentProfile />
    </Guard>
  );
}
