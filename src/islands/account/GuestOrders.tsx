import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { loginPathFor, paths } from '../../config/paths.ts';
import { accountMessages } from '../../messages/account.ts';
import { guestOrders } from '../../stores/account/guest-orders.ts';
import FormNotice from '../FormNotice.tsx';
import './account.css';
import { useSession } from './use-session.ts';

/**
 * /rattacher-commandes: orders placed without an account join the customer's account. Opened from the
 * mailed link (its secret in the fragment), it asks for a tap: a mail scanner that follows links attaches
 * nothing. Opened after a sign-up, it attaches the guest order of this browser and has the others' link mailed.
 */
export default function GuestOrders() {
  const { state } = useSession('checking');
  const { busy, notice } = useStore(guestOrders.$claim);
  const [secret, setSecret] = useState('');
  useEffect(() => setSecret(window.location.hash.slice(1)), []);
  const done = notice?.kind === 'ok';
  return (
    <div>
      <FormNotice notice={notice} />
      {done ? (
        <p className="actions">
          <a className="btn" href={paths.orders}>
            {accountMessages.allOrders}
          </a>
        </p>
      ) : secret !== '' ? (
        <>
          <p>{accountMessages.guestOrdersConfirmIntro}</p>
          <p className="actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void guestOrders.confirm(secret)}>
              {accountMessages.guestOrdersConfirm}
            </button>
          </p>
        </>
      ) : state === 'signed-in' ? (
        <>
          <p>{accountMessages.guestOrdersIntro}</p>
          <p className="actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void guestOrders.claim()}>
              {accountMessages.guestOrdersClaim}
            </button>
          </p>
        </>
      ) : state === 'signed-out' ? (
        <p className="notice" role="status">
          {accountMessages.mustBeLoggedIn} <a href={loginPathFor(paths.guestOrders)}>{accountMessages.signIn}</a>
        </p>
      ) : (
        <p className="muted" role="status">
          {accountMessages.checking}
        </p>
      )}
    </div>
  );
}
