import { useEffect, useState } from 'react';
import { accountMessages } from '../../domain/messages/account.ts';
import { catalogueMessages } from '../../domain/messages/catalogue.ts';
import { logout, startSession } from '../../stores/session.ts';
import { goTo } from './navigation.ts';
import { paths } from '../../config/paths.ts';

const LOGOUT_REDIRECT_MS = 2000;

/** `/deconnexion.html`: clears the session (token, user info, login flag and email), then home after 2 s. */
export default function Logout() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const release = startSession();
    logout();
    setDone(true);
    const timer = setTimeout(() => goTo(paths.home), LOGOUT_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, []);
  return (
    <p className={done ? 'notice ok' : 'muted'} role="status">
      {done ? accountMessages.loggedOut : catalogueMessages.loading}
    </p>
  );
}
