import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import { formatFC, toCents } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { productEditor, productList, refs } from '../../stores/gestion/catalogue-page.ts';

/** Products with search, category filter and the archived ones apart; a tap opens the product's form. */
export default function ProductList() {
  const list = useStore(productList.$products);
  const query = useStore(productList.$query);
  const refsView = useStore(refs.$refs);
  const q = useStore(productList.$search);
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void productList.search();
  };
  const categories = refsView.status === 'ready' ? refsView.refs.categories : [];
  return (
    <section aria-labelledby="g-products-heading">
      <h2 id="g-products-heading">{gestionMessages.products}</h2>
      <p className="actions">
        <button className="btn" type="button" onClick={() => productEditor.edit({ mode: 'new' })}>
          {gestionMessages.newProduct}
        </button>
      </p>
      <form className="g-filters" onSubmit={search} aria-label={gestionMessages.productFiltersLabel}>
        <div className="g-field">
          <label htmlFor="g-pq">{gestionMessages.productSearchLabel}</label>
          <div className="g-inline">
            <input id="g-pq" type="search" value={q} onChange={(e) => productList.typeSearch(e.target.value)} />
            <button className="btn" type="submit">
              {gestionMessages.search}
            </button>
          </div>
        </div>
        <div className="g-field">
          <label htmlFor="g-pcat">{gestionMessages.category}</label>
          <select
            id="g-pcat"
            value={query.categorie ?? ''}
            onChange={(e) => void productList.setQuery({ categorie: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{gestionMessages.allCategories}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nom}
              </option>
            ))}
          </select>
        </div>
        <label className="g-check">
          <input type="checkbox" checked={query.archives} onChange={(e) => void productList.setQuery({ archives: e.target.checked })} />
          {gestionMessages.showArchived}
        </label>
      </form>
      <p className="muted g-count" role="status">
        {list.status === 'loading' ? gestionMessages.loading : list.status === 'ready' ? gestionMessages.productCount(list.count) : ''}
      </p>
      {list.status === 'error' && (
        <p className="notice error" role="alert">
          {list.error}
        </p>
      )}
      <ul className="g-cards">
        {list.products.map((p) => (
          <li key={p.id} className="g-card">
            <button className="g-card-link g-plain-button" type="button" onClick={() => productEditor.edit({ mode: 'edit', product: p })}>
              <span className="g-row">
                <img className="g-thumb" src={p.image} alt="" width="48" height="48" loading="lazy" />
                <span>
                  <strong>{p.nom}</strong>
                  {p.archive && <span className="g-badge g-badge-annulee"> {gestionMessages.archived}</span>}
                  <br />
                  <span className="muted">
                    {formatFC(toCents(p.prix) ?? 0)} · {gestionMessages.stockShort(p.stock)}
                  </span>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.status === 'ready' && list.next && (
        <p>
          <button className="btn btn-ghost" type="button" onClick={() => void productList.loadMore()}>
            {gestionMessages.more}
          </button>
        </p>
      )}
    </section>
  );
}
