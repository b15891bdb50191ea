import { useEffect, type ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';
import { useSession } from './use-session.ts';
import { loginUrlFor, type GuardedPage } from './navigation.ts';

const signedOutText: Partial<Record<GuardedPage, string>> = {
  'mon-compte': messages.auth.mustBeLoggedIn,
  notifications: messages.notifications.loginRequired,
};

interface Props {
  page: GuardedPage;
  children?: ReactNode;
}

/**
 * Protected pages (spec §2): 'Vérification de l'authentification...' while checking, then the
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
        {messages.auth.checking}
      </p>
    );
  if (state === 'signed-out') {
    return (
      <p className="notice" role="status">
        {signedOutText[page] ?? messages.auth.mustBeLoggedIn} <a href={loginUrl}>{messages.auth.signIn}</a>
      </p>
    );
  }
  return <>{children}</>;
}
