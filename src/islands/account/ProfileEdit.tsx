import { useEffect, useState } from 'react';
import type { User } from '../../contract/user.ts';
import { accountMessages } from '../../messages/account.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { accountForms } from '../../stores/account/forms.ts';
import { refreshUser } from '../../stores/account/session.ts';
import Field from './Field.tsx';
import Guard from './Guard.tsx';
import Notice from './Notice.tsx';
import { goTo } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useSession } from './use-session.ts';
import './account.css';
import { paths } from '../../config/paths.ts';

function ProfileForm({ user }: { user: User }) {
  const { ref, notice, disabled, onSubmit } = useFormSubmit(() => accountForms.profile(() => goTo(paths.account)));
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit}>
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
        <button className="btn" type="submit" disabled={disabled}>
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
