import { useStore } from '@nanostores/react';
import { depositUnit } from '../../domain/deposit-unit.ts';
import { LOW_STOCK_DEFAULTS } from '../../domain/staff.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { productEditor, refs } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';
import ProductPhoto from './ProductPhoto.tsx';
import ProductRemoval from './ProductRemoval.tsx';

/**
 * A product's form: prices, deposit, unit, description, category, brand, and a new product's first stock (an existing
 * one's changes by « Réception » and « Inventaire »); then its photo and its removal.
 */
export default function ProductForm() {
  const editing = useStore(productEditor.$editing);
  const { draft, state, onSubmit, bind } = useForm(productEditor.save);
  const refsView = useStore(refs.$refs);
  const product = editing?.mode === 'edit' ? editing.product : null;
  const error = (field: string) => fieldError(state, field);
  const categories = refsView.status === 'ready' ? refsView.refs.categories : [];
  const brands = refsView.status === 'ready' ? refsView.refs.marques : [];
  return (
    <section className="g-panel" aria-labelledby="g-product-heading">
      <p className="g-back">
        <button className="btn btn-ghost" type="button" onClick={() => productEditor.edit(null)}>
          {gestionMessages.backToProducts}
        </button>
      </p>
      <h2 id="g-product-heading">{product ? product.nom : gestionMessages.newProduct}</h2>
      <form noValidate onSubmit={onSubmit} className="g-grid g-grid-2">
        <Field id="nom" label={gestionMessages.fields.nom} {...bind('nom')} error={error('nom')} required />
        <Field id="unite" label={gestionMessages.fields.unite} {...bind('unite')} error={error('unite')} />
        <Field id="prix" label={gestionMessages.fields.prix} inputMode="decimal" {...bind('prix')} error={error('prix')} required />
        <Field
          id="prix_promo"
          label={gestionMessages.fields.prix_promo}
          inputMode="decimal"
          {...bind('prix_promo')}
          error={error('prix_promo')}
          hint={gestionMessages.promoHint}
        />
        <label className="g-check">
          <input
            type="checkbox"
            checked={draft.vendu_avec_consigne}
            onChange={(e) => productEditor.save.edit({ vendu_avec_consigne: e.target.checked })}
          />
          {gestionMessages.fields.vendu_avec_consigne}
        </label>
        <Field
          id="prix_consigne"
          label={gestionMessages.fields.prix_consigne}
          inputMode="decimal"
          {...bind('prix_consigne')}
          error={error('prix_consigne')}
        />
        {product ? (
          <p className="g-field">
            {gestionMessages.fields.stock} : <strong>{product.stock}</strong>
            <span className="muted g-hint"> {gestionMessages.stockElsewhere}</span>
          </p>
        ) : (
          <Field id="stock" label={gestionMessages.fields.stock} inputMode="numeric" {...bind('stock')} error={error('stock')} required />
        )}
        <Field
          id="seuil_stock"
          label={gestionMessages.fields.seuil_stock}
          inputMode="numeric"
          {...bind('seuil_stock')}
          error={error('seuil_stock')}
          hint={gestionMessages.thresholdHint(LOW_STOCK_DEFAULTS[depositUnit(draft.unite)])}
        />
        <div className="g-field">
          <label htmlFor="categorie">{gestionMessages.category}</label>
          <select id="categorie" {...bind('categorie')}>
            <option value="">{gestionMessages.none}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nom}
              </option>
            ))}
          </select>
        </div>
        <div className="g-field">
          <label htmlFor="marque">{gestionMessages.fields.marque}</label>
          <select id="marque" {...bind('marque')}>
            <option value="">{gestionMessages.none}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.nom}
              </option>
            ))}
          </select>
        </div>
        <div className="g-field">
          <label htmlFor="description">{gestionMessages.fields.description}</label>
          <textarea id="description" rows={4} {...bind('description')} />
        </div>
        <div>
          <FormNotice notice={state.notice} />
          <p className="actions">
            <button className="btn" type="submit" disabled={state.busy}>
              {state.busy ? gestionMessages.saving : gestionMessages.save}
            </button>
          </p>
        </div>
      </form>
      {product && <ProductPhoto product={product} />}
      {product && <ProductRemoval product={product} />}
    </section>
  );
}
