import { useStore } from '@nanostores/react';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { crateSize } from '../../domain/empties.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { effectiveUnitPriceCents } from '../../domain/price.ts';
import type { FieldErrors } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import type { DraftLine } from '../../stores/gestion/new-order-draft.ts';
import { newOrder } from '../../stores/gestion/new-order-page.ts';

const priceOf = (p: StaffProduct) => formatFC(effectiveUnitPriceCents(p) ?? 0);

/** A rule's message under the field it names (the form says it again at its foot). */
function LineError({ id, errors }: { id: string; errors: FieldErrors }) {
  const message = errors[id]?.[0];
  return message ? (
    <p id={`${id}-erreur`} className="g-field-error">
      {message}
    </p>
  ) : null;
}

/** One line: quantity, the deposit (charged, or an exchange), and the empties handed back as crates and bottles. */
function Line({ line, product, errors }: { line: DraftLine; product: StaffProduct; errors: FieldErrors }) {
  const id = line.produit;
  const crate = crateSize(product.unite) !== null;
  const invalid = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-erreur` } : {});
  return (
    <li className="g-box g-order-line">
      <p className="g-card-line">
        <strong>{product.nom}</strong>
        <span className="muted nowrap">{priceOf(product)}</span>
      </p>
      <div className="g-line-fields">
        <div className="g-field">
          <label htmlFor={`quantite-${id}`}>
            {gestionMessages.quantity}
            <span className="sr-only"> — {product.nom}</span>
          </label>
          <input
            id={`quantite-${id}`}
            name={`quantite-${id}`}
            inputMode="numeric"
            value={line.quantite}
            {...invalid(`quantite-${id}`)}
            onChange={(e) => newOrder.editLine(id, { quantite: e.target.value })}
          />
        </div>
        {product.vendu_avec_consigne && (
          <label className="g-check">
            <input
              type="checkbox"
              checked={line.avecConsigne}
              onChange={(e) => newOrder.editLine(id, { avecConsigne: e.target.checked })}
            />
            <span>
              {gestionMessages.withDeposit}
              <span className="muted"> ({depositPerUnit(toCents(product.prix_consigne) ?? 0, product.unite)})</span>
              <span className="sr-only"> — {product.nom}</span>
            </span>
          </label>
        )}
      </div>
      <LineError id={`quantite-${id}`} errors={errors} />
      {product.vendu_avec_consigne && !line.avecConsigne && <p className="muted g-hint">{gestionMessages.exchangeNote}</p>}
      {product.vendu_avec_consigne && line.avecConsigne && (
        <fieldset className="g-empties">
          <legend>
            {gestionMessages.emptiesHeading}
            <span className="sr-only"> — {product.nom}</span>
          </legend>
          {crate && (
            <div className="g-field">
              <label htmlFor={`vides-${id}`}>{gestionMessages.cratesBack}</label>
              <input
                id={`vides-${id}`}
                name={`vides-${id}`}
                inputMode="numeric"
                value={line.casiers}
                {...invalid(`vides-${id}`)}
                onChange={(e) => newOrder.editLine(id, { casiers: e.target.value })}
              />
            </div>
          )}
          <div className="g-field">
            <label htmlFor={`bouteilles-${id}`}>{gestionMessages.bottlesBack}</label>
            <input
              id={`bouteilles-${id}`}
              name={crate ? `bouteilles-${id}` : `vides-${id}`}
              inputMode="numeric"
              value={line.bouteilles}
              {...invalid(`vides-${id}`)}
              onChange={(e) => newOrder.editLine(id, { bouteilles: e.target.value })}
            />
          </div>
        </fieldset>
      )}
      <LineError id={`vides-${id}`} errors={errors} />
      <p>
        <button className="btn btn-ghost g-danger" type="button" onClick={() => newOrder.removeLine(id)}>
          {gestionMessages.removeLine}
          <span className="sr-only"> {product.nom}</span>
        </button>
      </p>
    </li>
  );
}

/** The order's lines, from the live catalogue: a product chosen is added (one more when already there). */
export default function NewOrderLines() {
  const catalogue = useStore(newOrder.$catalogue);
  const products = useStore(newOrder.$products);
  const draft = useStore(newOrder.form.$draft);
  const { fieldErrors } = useStore(newOrder.form.$state);
  return (
    <fieldset className="g-box">
      <legend>{gestionMessages.lines}</legend>
      <div className="g-field">
        <label htmlFor="produit">{gestionMessages.addProduct}</label>
        <select
          id="produit"
          name="produit"
          value=""
          aria-describedby={fieldErrors['produit'] ? 'produit-erreur' : undefined}
          onChange={(e) => {
            if (e.target.value !== '') newOrder.addProduct(Number(e.target.value));
          }}
        >
          <option value="">{gestionMessages.chooseProduct}</option>
          {catalogue.products.map((p) => (
            <option key={p.id} value={p.id} disabled={p.stock <= 0}>
              {gestionMessages.productChoice(p.nom, priceOf(p), p.stock)}
            </option>
          ))}
        </select>
        <LineError id="produit" errors={fieldErrors} />
      </div>
      {draft.lines.length === 0 ? (
        <p className="muted">{gestionMessages.noLinesYet}</p>
      ) : (
        <ul className="g-plain">
          {draft.lines.map((line) => {
            const product = products.get(line.produit);
            return product ? <Line key={line.produit} line={line} product={product} errors={fieldErrors} /> : null;
          })}
        </ul>
      )}
    </fieldset>
  );
}
