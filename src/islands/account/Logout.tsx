import { useEffect } from 'react';
import { paths } from '../../config/paths.ts';
import { accountMessages } from '../../messages/account.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { signOut } from '../../stores/account/sign-out.ts';
import { useHydrated } from '../use-hydrated.ts';
import { goTo } from './navigation.ts';

const LOGOUT_REDIRECT_MS = 2000;

/**
 * `/deconnexion.html`: clears the session (token, user info, login flag and email) and has the server revoke
 * the token, then home after 2 s (or once the server answered, if later: leaving would cancel the call).
 */
export default function Logout() {
  const done = useHydrated();
  useEffect(() => {
    let left = false;
    const revoked = signOut();
    const timer = setTimeout(() => {
      void revoked.finally(() => {
        if (!left) goTo(paths.home);
      });
    }, LOGOUT_REDIRECT_MS);
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, []);
  return (
    <p className={done ? 'notice ok' : 'muted'} role="status">
      {done ? accountMessages.loggedOut : catalogueMessages.loading}
    </p>
  );
}
