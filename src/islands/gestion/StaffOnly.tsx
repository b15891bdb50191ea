import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { loginPathFor, paths } from '../../config/paths.ts';
import { accountMessages } from '../../messages/account.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { $access } from '../../stores/gestion/access.ts';

interface Props {
  children: ReactNode;
}

/**
 * Gestion's door: staff only. While the session is checked, the shop's own wording; signed out (or the
 * session expired), the login page, which brings the manager back here; a client is told the screens
 * are the staff's, with a way home.
 */
export default function StaffOnly({ children }: Props) {
  const access = useStore($access, { ssr: () => 'checking' as const });
  useEffect(() => {
    if (access === 'signed-out') window.location.replace(loginPathFor(`${window.location.pathname}${window.location.search}`));
  }, [access]);
  if (access === 'checking' || access === 'signed-out') {
    return (
      <p className="muted" role="status">
        {accountMessages.checking}
      </p>
    );
  }
  if (access === 'forbidden') {
    return (
      <div className="notice error" role="alert">
        <p>{gestionMessages.accessDenied}</p>
        <p>
          <a href={paths.home}>{gestionMessages.backToShop}</a>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
