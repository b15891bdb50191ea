import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import type { ManagerForm } from '../../stores/gestion/accounts.ts';
import { accounts } from '../../stores/gestion/desk-page.ts';
import Field from './Field.tsx';
import FormNotice, { fieldError } from './FormNotice.tsx';
import StaffOnly from './StaffOnly.tsx';

const blank: ManagerForm = { email: '', first_name: '', last_name: '', password: '' };

/** « Personnel » (admins): the staff accounts, a new manager, deactivation (its sessions end at once). */
function StaffDesk() {
  const view = useStore(accounts.$accounts);
  const created = useStore(accounts.$create);
  const toggled = useStore(accounts.$toggle);
  const [form, setForm] = useState<ManagerForm>(blank);
  useEffect(() => {
    void accounts.load();
  }, []);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void accounts.create(form).then((outcome) => outcome?.ok && setForm(blank));
  };
  const error = (field: string) => fieldError(created, field);
  return (
    <div className="g-grid g-grid-2">
      <section className="g-box" aria-labelledby="g-accounts">
        <h2 id="g-accounts">{gestionMessages.staffAccounts}</h2>
        <FormNotice state={toggled} />
        {view.status === 'error' && (
          <p className="notice error" role="alert">
            {view.error}
          </p>
        )}
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
                  <button
                    className="btn btn-ghost"
                    type="button"
                    disabled={toggled.status === 'busy'}
                    onClick={() => void accounts.toggle(a)}
                  >
                    {a.is_active ? gestionMessages.deactivate(a.email) : gestionMessages.reactivate(a.email)}
                  </button>
                )}
              </li>
            ))}
        </ul>
      </section>
      <section className="g-box" aria-labelledby="g-new-manager">
        <h2 id="g-new-manager">{gestionMessages.newManager}</h2>
        <form noValidate onSubmit={submit}>
          <Field
            id="email"
            label={gestionMessages.email}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={error('email')}
          />
          <Field
            id="first_name"
            label={gestionMessages.firstName}
            value={form.first_name}
            onChange={(e) => setForm({ ...form, first_name: e.target.value })}
            error={error('first_name')}
          />
          <Field
            id="last_name"
            label={gestionMessages.lastName}
            value={form.last_name}
            onChange={(e) => setForm({ ...form, last_name: e.target.value })}
            error={error('last_name')}
          />
          <Field
            id="password"
            label={gestionMessages.initialPassword}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={error('password')}
            hint={gestionMessages.passwordHint}
          />
          <FormNotice state={created} />
          <button className="btn" type="submit" disabled={created.status === 'busy'}>
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
