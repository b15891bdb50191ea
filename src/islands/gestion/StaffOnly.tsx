import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { gestionPaths, loginPathFor, paths } from '../../config/paths.ts';
import { accountMessages } from '../../messages/account.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { $access } from '../../stores/gestion/access.ts';

interface Props {
  children: ReactNode;
  /** The rider's own screen: riders only; the staff are sent to the orders. */
  rider?: boolean;
}

/**
 * Gestion's door: staff only, and the rider's own screen for riders (a rider opening any other screen is sent to his
 * round; a staff member opening the rider's is sent to the orders). While the session is checked, the shop's own wording; signed out (or the
 * session expired), the login page, which brings the manager back here; a client is told the screens
 * are the staff's, with a way home.
 */
export default function StaffOnly({ children, rider = false }: Props) {
  const access = useStore($access, { ssr: () => 'checking' as const });
  useEffect(() => {
    if (access === 'signed-out') window.location.replace(loginPathFor(`${window.location.pathname}${window.location.search}`));
    if (access === 'rider' && !rider) window.location.replace(gestionPaths.riderRound);
    if (access === 'staff' && rider) window.location.replace(gestionPaths.orders);
  }, [access, rider]);
  // Checking, or on the way to where this person belongs (the login page, the rider's round, the orders).
  const leaving = access === 'signed-out' || (access === 'rider' && !rider) || (access === 'staff' && rider);
  if (access === 'checking' || leaving) {
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
