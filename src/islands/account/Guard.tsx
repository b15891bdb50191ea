import { type ReactNode, useEffect } from 'react';
import { accountMessages } from '../../messages/account.ts';
import { notificationsMessages } from '../../messages/notifications.ts';
import { type GuardedPage, loginUrlFor } from './navigation.ts';
import { useSession } from './use-session.ts';

const signedOutText: Partial<Record<GuardedPage, string>> = {
  'mon-compte': accountMessages.mustBeLoggedIn,
  notifications: notificationsMessages.loginRequired,
};

interface Props {
  page: GuardedPage;
  children?: ReactNode;
}

/**
 * Pages for signed-in customers only: 'Vérification de l'authentification...' while checking, then the
 * login page when signed out (the way back in `?next=`), else the page's content.
 */
export default function Guard({ page, children }: Props) {
  const { state } = useSession('checking');
  const loginUrl = loginUrlFor(page);
  useEffect(() => {
    if (state === 'signed-out') window.location.replace(loginUrl);
  }, [state, loginUrl]);
  if (state === 'checking')
    return (
      <p className="muted" role="status">
        {accountMessages.checking}
      </p>
    );
  if (state === 'signed-out') {
    return (
      <p className="notice" role="status">
        {signedOutText[page] ?? accountMessages.mustBeLoggedIn} <a href={loginUrl}>{accountMessages.signIn}</a>
      </p>
    );
  }
  return <>{children}</>;
}
