import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { paths } from '../../config/paths.ts';
import type { StaffAccount } from '../../contract/staff-accounts.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { $isAdmin, $myEmail } from '../../stores/gestion/access.ts';
import { accounts } from '../../stores/gestion/desk-page.ts';
import { goTo } from '../account/navigation.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

/** Every staff member: « Déconnecter partout » ends all their sessions, this one too, then the shop's sign-out page. */
function OwnSessions() {
  const state = useStore(accounts.everywhere.$state);
  const leave = async () => {
    if ((await accounts.everywhere.submit())?.ok) goTo(paths.logout);
  };
  return (
    <section className="g-box" aria-labelledby="g-own-sessions">
      <h2 id="g-own-sessions">{gestionMessages.ownSessions}</h2>
      <p>{gestionMessages.ownSessionsExplained}</p>
      <FormNotice notice={state.notice} />
      <button className="btn btn-ghost g-danger" type="button" disabled={state.busy} onClick={() => void leave()}>
        {gestionMessages.signOutEverywhere}
      </button>
    </section>
  );
}

/** A colleague's new password, typed by an admin: their sessions end when it is saved. */
function NewPassword({ account }: { account: StaffAccount }) {
  const { state, onSubmit, bind, ref } = useForm(accounts.password);
  const id = `g-password-${account.id}`;
  return (
    <form ref={ref} className="g-confirm" noValidate onSubmit={onSubmit} aria-label={gestionMessages.newPasswordFor(account.email)}>
      <Field
        id={id}
        label={gestionMessages.newPassword}
        type="password"
        autoComplete="new-password"
        {...bind('password')}
        error={fieldError(state, 'password')}
        hint={gestionMessages.newPasswordHint}
      />
      <FormNotice notice={state.notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={state.busy}>
          {gestionMessages.savePassword}
        </button>
        <button className="btn btn-ghost" type="button" onClick={() => accounts.choosePassword(null)}>
          {gestionMessages.cancel}
        </button>
      </p>
    </form>
  );
}

/** Admins: the staff accounts and what may be done to a colleague's; a new manager. */
function StaffDesk() {
  const view = useStore(accounts.$accounts);
  const me = useStore($myEmail);
  const { state: created, onSubmit, bind } = useForm(accounts.create);
  const toggled = useStore(accounts.toggle.$state);
  const ended = useStore(accounts.endSessions.$state);
  const password = useStore(accounts.password.$state);
  const passwordFor = useStore(accounts.$passwordFor);
  useEffect(() => {
    void accounts.load();
  }, []);
  const error = (field: string) => fieldError(created, field);
  const busy = toggled.busy || ended.busy;
  return (
    <>
      <section className="g-box" aria-labelledby="g-accounts">
        <h2 id="g-accounts">{gestionMessages.staffAccounts}</h2>
        <FormNotice notice={toggled.notice} />
        <FormNotice notice={ended.notice} />
        {passwordFor === null && <FormNotice notice={password.notice} />}
        {view.status === 'error' && <ListingStatus view={view} />}
        <ul className="g-plain">
          {view.status === 'ready' &&
            view.accounts.map((a) => (
              <li key={a.id} className="g-card g-box">
                <p className="g-card-line">
                  <strong>{`${a.first_name} ${a.last_name}`.trim() || a.email}</strong>
                  <span className={`g-badge ${a.is_active ? 'g-badge-livree' : 'g-badge-annulee'}`}>
                    {gestionMessages.role[a.role]} · {a.is_active ? gestionMessages.active : gestionMessages.inactive}
                  </span>
                </p>
                <p className="muted">
                  {a.email} ·{' '}
                  {a.derniere_activite ? gestionMessages.lastSeen(formatDateTime(a.derniere_activite)) : gestionMessages.neverSeen}
                </p>
                {a.email.toLowerCase() !== me && (
                  <div className="actions">
                    <button className="btn btn-ghost" type="button" disabled={busy} onClick={() => void accounts.endSessions.submit(a)}>
                      {gestionMessages.endSessionsOf(a.email)}
                    </button>
                    {passwordFor?.id !== a.id && (
                      <button className="btn btn-ghost" type="button" onClick={() => accounts.choosePassword(a)}>
                        {gestionMessages.newPasswordFor(a.email)}
                      </button>
                    )}
                    {a.role === 'manager' && (
                      <button className="btn btn-ghost" type="button" disabled={busy} onClick={() => void accounts.toggle.submit(a)}>
                        {a.is_active ? gestionMessages.deactivate(a.email) : gestionMessages.reactivate(a.email)}
                      </button>
                    )}
                  </div>
                )}
                {passwordFor?.id === a.id && <NewPassword account={a} />}
              </li>
            ))}
        </ul>
      </section>
      <section className="g-box" aria-labelledby="g-new-manager">
        <h2 id="g-new-manager">{gestionMessages.newManager}</h2>
        <form noValidate onSubmit={onSubmit}>
          <Field id="email" label={gestionMessages.email} type="email" autoComplete="off" {...bind('email')} error={error('email')} />
          <Field id="first_name" label={gestionMessages.firstName} {...bind('first_name')} error={error('first_name')} />
          <Field id="last_name" label={gestionMessages.lastName} {...bind('last_name')} error={error('last_name')} />
          <Field
            id="password"
            label={gestionMessages.initialPassword}
            type="password"
            autoComplete="new-password"
            {...bind('password')}
            error={error('password')}
            hint={gestionMessages.passwordHint}
          />
          <FormNotice notice={created.notice} />
          <button className="btn" type="submit" disabled={created.busy}>
            {gestionMessages.createManager}
          </button>
        </form>
      </section>
    </>
  );
}

/** /gestion/personnel: every staff member's own sessions; for admins, the staff accounts too. */
export default function StaffScreen() {
  const isAdmin = useStore($isAdmin, { ssr: () => false });
  return (
    <StaffOnly>
      <div className="g-grid g-grid-2">
        {isAdmin && <StaffDesk />}
        <OwnSessions />
      </div>
    </StaffOnly>
  );
}
