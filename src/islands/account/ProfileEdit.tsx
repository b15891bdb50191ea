import { useEffect, useState, type SubmitEvent } from 'react';
import type { User } from '../../contract/account.ts';
import { accountMessages } from '../../domain/messages/account.ts';
import { catalogueMessages } from '../../domain/messages/catalogue.ts';
import { validateProfileEdit } from '../../domain/validation/profile.ts';
import { saveProfile } from '../../stores/profile.ts';
import { refreshUser } from '../../stores/session.ts';
import Field from './Field.tsx';
import { checkedForm } from './form-data.ts';
import Guard from './Guard.tsx';
import { goTo } from './navigation.ts';
import Notice, { errorNotice, failureNotice, type NoticeState } from './Notice.tsx';
import { useSession } from './use-session.ts';
import './account.css';
import { useHydrated } from '../use-hydrated.ts';
import { paths } from '../../config/paths.ts';

const PROFILE_REDIRECT_MS = 1500;

function ProfileForm({ user }: { user: User }) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    let currentPassword = '';
    const checked = checkedForm(event.currentTarget, (v) => {
      currentPassword = typeof v['currentPassword'] === 'string' ? v['currentPassword'] : '';
      return validateProfileEdit({
        fullName: v['fullName'],
        email: v['email'],
        phone: v['phone'],
        currentPassword: v['currentPassword'],
        newPassword: v['newPassword'],
        confirmPassword: v['confirmPassword'],
      });
    });
    if (!checked.ok) return setNotice(errorNotice(checked.message));
    setBusy(true);
    const result = await saveProfile(checked.value, currentPassword);
    if (!result.ok) {
      setBusy(false);
      return setNotice(failureNotice(result));
    }
    setNotice({ kind: 'ok', text: accountMessages.profileUpdateSuccess });
    setTimeout(() => goTo(paths.account), PROFILE_REDIRECT_MS);
  }

  return (
    <form className="form account-form" noValidate onSubmit={submit}>
      <Field
        id="fullName"
        label={accountMessages.fullName}
        autoComplete="name"
        defaultValue={`${user.first_name} ${user.last_name}`.trim()}
        required
      />
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" defaultValue={user.email} required />
      <Field id="phone" label={accountMessages.phone} type="tel" autoComplete="tel" defaultValue={user.phone_number} required />
      <fieldset>
        <legend>{accountMessages.changePasswordLegend}</legend>
        <Field id="currentPassword" label={accountMessages.currentPassword} type="password" autoComplete="current-password" />
        <Field id="newPassword" label={accountMessages.newPassword} type="password" autoComplete="new-password" />
        <Field id="confirmPassword" label={accountMessages.confirmNewPassword} type="password" autoComplete="new-password" />
      </fieldset>
      <Notice notice={notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || !hydrated}>
          {accountMessages.save}
        </button>
        <a className="btn btn-ghost" href={paths.account}>
          {accountMessages.cancel}
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
        {catalogueMessages.loading}
      </p>
    );
  return <ProfileForm user={user} />;
}

/** `/modifier-profil.html`: name, email and phone required; optional password change; back to the account 1.5 s after saving. */
export default function ProfileEdit() {
  return (
    <Guard page="modifier-profil">
      <CurrentProfile />
    </Guard>
  );
}
