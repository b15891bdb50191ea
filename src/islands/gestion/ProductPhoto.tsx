import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { productEditor } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from '../FormNotice.tsx';

/** The product's picture, and a new photo (JPEG, PNG or WebP, 5 MB at most: checked before it is sent). */
export default function ProductPhoto({ product }: { product: StaffProduct }) {
  const state = useStore(productEditor.photo.$state);
  const input = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="g-photo-heading">
      <h3 id="g-photo-heading">{gestionMessages.photo}</h3>
      <div className="g-row">
        <img className="g-thumb g-thumb-large" src={product.image} alt={gestionMessages.photoOf(product.nom)} width="96" height="96" />
        <div className="g-field">
          <label htmlFor="photo">{gestionMessages.choosePhoto}</label>
          <input
            ref={input}
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="photo-aide"
            disabled={state.busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              void productEditor.photo.submit(file).then(() => {
                if (input.current) input.current.value = '';
              });
            }}
          />
          <p id="photo-aide" className="muted g-hint">
            {gestionMessages.photoHint}
          </p>
        </div>
      </div>
      {state.busy && (
        <p className="muted" role="status">
          {gestionMessages.sending}
        </p>
      )}
      <FormNotice notice={state.notice} />
    </section>
  );
}
