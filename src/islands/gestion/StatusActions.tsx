import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDetail } from '../../stores/gestion/orders-page.ts';
import FormNotice from '../FormNotice.tsx';

/** The moves the domain allows from the order's status; cancelling asks once more. */
export default function StatusActions() {
  const detail = useStore(orderDetail.$detail);
  const state = useStore(orderDetail.move.$state);
  const [confirming, setConfirming] = useState(false);
  if (detail.status !== 'ready') return null;
  const busy = state.busy;
  const forward = detail.moves.filter((s) => s !== 'annulee');
  const canCancel = detail.moves.includes('annulee');
  return (
    <div className="g-moves">
      {detail.moves.length === 0 && <p className="muted">{gestionMessages.finalStatus}</p>}
      <div className="actions">
        {forward.map((to) => (
          <button key={to} className="btn" type="button" disabled={busy} onClick={() => void orderDetail.move.submit(to)}>
            {gestionMessages.moveTo(orderStatusLabel(to))}
          </button>
        ))}
        {canCancel && !confirming && (
          <button className="btn btn-ghost g-danger" type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {gestionMessages.cancelOrder}
          </button>
        )}
      </div>
      {confirming && (
        <fieldset className="notice g-confirm">
          <legend className="sr-only">{gestionMessages.cancelOrder}</legend>
          <p>{gestionMessages.cancelQuestion}</p>
          <p className="actions">
            <button
              className="btn g-danger-fill"
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                void orderDetail.move.submit('annulee');
              }}
            >
              {gestionMessages.confirmCancel}
            </button>
            <button className="btn btn-ghost" type="button" onClick={() => setConfirming(false)}>
              {gestionMessages.keepOrder}
            </button>
          </p>
        </fieldset>
      )}
      {busy && (
        <p className="muted" role="status">
          {gestionMessages.saving}
        </p>
      )}
      <FormNotice notice={state.notice} />
    </div>
  );
}
