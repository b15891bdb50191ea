import { useEffect } from 'react';
import { accountMessages } from '../../domain/messages/account.ts';
import { catalogueMessages } from '../../domain/messages/catalogue.ts';
import { logout } from '../../stores/session.ts';
import { goTo } from './navigation.ts';
import { useHydrated } from '../use-hydrated.ts';
import { paths } from '../../config/paths.ts';

const LOGOUT_REDIRECT_MS = 2000;

/** `/deconnexion.html`: clears the session (token, user info, login flag and email) once hydrated, then home after 2 s. */
export default function Logout() {
  const done = useHydrated();
  useEffect(() => {
    logout();
    const timer = setTimeout(() => goTo(paths.home), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className={done ? 'notice ok' : 'muted'} role="status">
      {done ? accountMessages.loggedOut : catalogueMessages.loading}
    </p>
  );
}
