import { useStore } from '@nanostores/react';
import { type SubmitEvent, useState } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { productEditor, refs } from '../../stores/gestion/catalogue-page.ts';
import { emptyProductForm, type ProductForm as Form, formOf } from '../../stores/gestion/product-editor.ts';
import Field from './Field.tsx';
import FormNotice, { fieldError } from './FormNotice.tsx';
import ProductPhoto from './ProductPhoto.tsx';
import ProductRemoval from './ProductRemoval.tsx';

/** A product's form: prices, deposit, stock, unit, description, category, brand; then its photo and its removal. */
export default function ProductForm() {
  const editing = useStore(productEditor.$editing);
  const state = useStore(productEditor.$save);
  const refsView = useStore(refs.$refs);
  const product = editing?.mode === 'edit' ? editing.product : null;
  const [form, setForm] = useState<Form>(product ? formOf(product) : emptyProductForm);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const error = (field: string) => fieldError(state, field);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void productEditor.save(form);
  };
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
      <form noValidate onSubmit={submit} className="g-grid g-grid-2">
        <Field
          id="nom"
          label={gestionMessages.fields.nom}
          value={form.nom}
          onChange={(e) => set({ nom: e.target.value })}
          error={error('nom')}
          required
        />
        <Field
          id="unite"
          label={gestionMessages.fields.unite}
          value={form.unite}
          onChange={(e) => set({ unite: e.target.value })}
          error={error('unite')}
        />
        <Field
          id="prix"
          label={gestionMessages.fields.prix}
          inputMode="decimal"
          value={form.prix}
          onChange={(e) => set({ prix: e.target.value })}
          error={error('prix')}
          required
        />
        <Field
          id="prix_promo"
          label={gestionMessages.fields.prix_promo}
          inputMode="decimal"
          value={form.prix_promo}
          onChange={(e) => set({ prix_promo: e.target.value })}
          error={error('prix_promo')}
          hint={gestionMessages.promoHint}
        />
        <label className="g-check">
          <input type="checkbox" checked={form.vendu_avec_consigne} onChange={(e) => set({ vendu_avec_consigne: e.target.checked })} />
          {gestionMessages.fields.vendu_avec_consigne}
        </label>
        <Field
          id="prix_consigne"
          label={gestionMessages.fields.prix_consigne}
          inputMode="decimal"
          value={form.prix_consigne}
          onChange={(e) => set({ prix_consigne: e.target.value })}
          error={error('prix_consigne')}
        />
        <Field
          id="stock"
          label={gestionMessages.fields.stock}
          inputMode="numeric"
          value={form.stock}
          onChange={(e) => set({ stock: e.target.value })}
          error={error('stock')}
          required
        />
        <div className="g-field">
          <label htmlFor="categorie">{gestionMessages.category}</label>
          <select id="categorie" value={form.categorie} onChange={(e) => set({ categorie: e.target.value })}>
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
          <select id="marque" value={form.marque} onChange={(e) => set({ marque: e.target.value })}>
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
          <textarea id="description" rows={4} value={form.description} onChange={(e) => set({ description: e.target.value })} />
        </div>
        <div>
          <FormNotice state={state} />
          <p className="actions">
            <button className="btn" type="submit" disabled={state.status === 'busy'}>
              {state.status === 'busy' ? gestionMessages.saving : gestionMessages.save}
            </button>
          </p>
        </div>
      </form>
      {product && <ProductPhoto product={product} />}
      {product && <ProductRemoval product={product} />}
    </section>
  );
}
