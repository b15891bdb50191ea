import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { productEditor } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from '../FormNotice.tsx';

/** Takes the product off the shop (archived when an order has it), or puts an archived one back on sale. */
export default function ProductRemoval({ product }: { product: StaffProduct }) {
  const removal = useStore(productEditor.remove.$state);
  const restore = useStore(productEditor.restore.$state);
  const [confirming, setConfirming] = useState(false);
  if (product.archive) {
    return (
      <section className="g-box" aria-label={gestionMessages.archived}>
        <p>{gestionMessages.archivedExplained}</p>
        <button className="btn btn-ghost" type="button" disabled={restore.busy} onClick={() => void productEditor.restore.submit(product)}>
          {gestionMessages.restore}
        </button>
        <FormNotice notice={restore.notice} />
      </section>
    );
  }
  return (
    <section aria-label={gestionMessages.remove}>
      {!confirming ? (
        <button className="btn btn-ghost g-danger" type="button" onClick={() => setConfirming(true)}>
          {gestionMessages.remove}
        </button>
      ) : (
        <fieldset className="notice g-confirm">
          <legend className="sr-only">{gestionMessages.remove}</legend>
          <p>{gestionMessages.removeQuestion(product.nom)}</p>
          <p className="actions">
            <button
              className="btn g-danger-fill"
              type="button"
              disabled={removal.busy}
              onClick={() => void productEditor.remove.submit(product)}
            >
              {gestionMessages.confirmRemove}
            </button>
            <button className="btn btn-ghost" type="button" onClick={() => setConfirming(false)}>
              {gestionMessages.keepProduct}
            </button>
          </p>
        </fieldset>
      )}
      <FormNotice notice={removal.notice} />
    </section>
  );
}
