import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { newOrder } from '../../stores/gestion/new-order-page.ts';
import FormNotice from '../FormNotice.tsx';
import ListingStatus from './ListingStatus.tsx';
import NewOrderForm from './NewOrderForm.tsx';
import StaffOnly from './StaffOnly.tsx';

interface Props {
  /** The order screen (an order placed links to it). */
  ordersHref: string;
}

/** The order just placed, with its link; or the order the network lost, to send again as it was. */
function Outcome({ ordersHref }: Props) {
  const placed = useStore(newOrder.$placed);
  const waiting = useStore(newOrder.$waiting);
  const retry = useStore(newOrder.retry.$state);
  return (
    <>
      {waiting !== null && (
        <div className="notice g-box" role="alert">
          <p>{gestionMessages.waitingOrder(waiting)}</p>
          <p className="actions">
            <button className="btn" type="button" disabled={retry.busy} onClick={() => void newOrder.retry.submit()}>
              {gestionMessages.sendAgain}
            </button>
            <button className="btn btn-ghost" type="button" disabled={retry.busy} onClick={newOrder.giveUp}>
              {gestionMessages.giveUp}
            </button>
          </p>
          <p className="muted g-hint">{gestionMessages.giveUpHint}</p>
        </div>
      )}
      <FormNotice notice={retry.notice} />
      {placed !== null && (
        <p className="actions">
          <a className="btn" href={`${ordersHref}#commande-${placed.id}`}>
            {gestionMessages.seeOrder(placed.numero_commande)}
          </a>
          <button className="btn btn-ghost" type="button" onClick={newOrder.startAnother}>
            {gestionMessages.anotherOrder}
          </button>
        </p>
      )}
    </>
  );
}

function NewOrderDesk({ ordersHref }: Props) {
  const catalogue = useStore(newOrder.$catalogue);
  const state = useStore(newOrder.form.$state);
  const placed = useStore(newOrder.$placed);
  useEffect(() => {
    void newOrder.open();
  }, []);
  return (
    <>
      <p className="muted">{gestionMessages.newOrderHint}</p>
      {state.notice?.kind === 'ok' && <FormNotice notice={state.notice} />}
      <Outcome ordersHref={ordersHref} />
      <ListingStatus view={{ status: catalogue.status, error: catalogue.error ?? '' }} />
      {catalogue.status === 'ready' && placed === null && <NewOrderForm />}
    </>
  );
}

/** /gestion/nouvelle-commande: an order taken by phone, WhatsApp or at the counter. */
export default function NewOrderScreen(props: Props) {
  return (
    <StaffOnly>
      <NewOrderDesk {...props} />
    </StaffOnly>
  );
}
