import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { accounts } from '../../stores/gestion/desk-page.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

/** « Personnel » (admins): the staff accounts, a new manager, deactivation (its sessions end at once). */
function StaffDesk() {
  const view = useStore(accounts.$accounts);
  const { state: created, onSubmit, bind } = useForm(accounts.create);
  const toggled = useStore(accounts.toggle.$state);
  useEffect(() => {
    void accounts.load();
  }, []);
  const error = (field: string) => fieldError(created, field);
  return (
    <div className="g-grid g-grid-2">
      <section className="g-box" aria-labelledby="g-accounts">
        <h2 id="g-accounts">{gestionMessages.staffAccounts}</h2>
        <FormNotice notice={toggled.notice} />
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
                {a.role === 'manager' && (
                  <button className="btn btn-ghost" type="button" disabled={toggled.busy} onClick={() => void accounts.toggle.submit(a)}>
                    {a.is_active ? gestionMessages.deactivate(a.email) : gestionMessages.reactivate(a.email)}
                  </button>
                )}
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
    </div>
  );
}

/** /gestion/personnel (admins only) */
export default function StaffScreen({ ordersHref }: { ordersHref: string }) {
  return (
    <StaffOnly admin={{ ordersHref }}>
      <StaffDesk />
    </StaffOnly>
  );
}
