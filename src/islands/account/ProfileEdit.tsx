import { useEffect, useState } from 'react';
import type { User } from '../../contract/user.ts';
import { accountMessages } from '../../messages/account.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { accountForms } from '../../stores/account/forms.ts';
import { session } from '../../stores/account/session.ts';
import FormNotice from '../FormNotice.tsx';
import Field from './Field.tsx';
import Guard from './Guard.tsx';
import { goTo } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useSession } from './use-session.ts';
import './account.css';
import { paths } from '../../config/paths.ts';

function ProfileForm({ user }: { user: User }) {
  const { ref, state, disabled, onSubmit, bind, bindPhone } = useFormSubmit(() => accountForms.profile(user, () => goTo(paths.account)));
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit}>
      <Field id="fullName" label={accountMessages.fullName} autoComplete="name" required {...bind('fullName')} />
      <Field id="email" label={accountMessages.email} type="email" autoComplete="email" required {...bind('email')} />
      <Field id="phone" label={accountMessages.phone} autoComplete="tel" required {...bindPhone('phone')} />
      <fieldset>
        <legend>{accountMessages.changePasswordLegend}</legend>
        <Field
          id="currentPassword"
          label={accountMessages.currentPassword}
          type="password"
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <Field id="newPassword" label={accountMessages.newPassword} type="password" autoComplete="new-password" {...bind('newPassword')} />
        <Field
          id="confirmPassword"
          label={accountMessages.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
      </fieldset>
      <FormNotice notice={state.notice} />
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
    void session.refreshUser().finally(() => setFresh(true));
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
