import type { LocalCartLine } from '../../contract/cart.ts';
import type { ValidCartLine } from '../../domain/cart.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';
import { productMessages } from '../../messages/product.ts';
import QuantityInput from './QuantityInput.tsx';

interface Props {
  productId: number;
  name: string;
  line: LocalCartLine;
  /** Undefined for a faulty line (listed in the problems, left out of the total). */
  valid: ValidCartLine<LocalCartLine> | undefined;
  onQuantity: (requested: unknown) => void;
  onConsigne: (withConsigne: boolean) => void;
  onRemove: () => void;
}

/** One cart line: picture, name, unit price, quantity −/+, consigne toggle, line total, remove. */
export default function CartLineItem({ productId, name, line, valid, onQuantity, onConsigne, onRemove }: Props) {
  const deposit = toCents(line.prix_consigne);
  return (
    <li className="panel cart-line" aria-label={name}>
      {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : <span />}
      <div>
        <strong className="cart-line-name">{name}</strong>
        {line.marque && <span className="muted"> · {line.marque}</span>}
        <div className="controls">
          {valid && (
            <span>
              {productMessages.unitPrice} : <span className="price">{formatFC(valid.unitPriceCents)}</span>
            </span>
          )}
          {valid && (
            <QuantityInput
              id={`quantite-${productId}`}
              label={cartMessages.quantityOf(name)}
              decreaseLabel={productMessages.decrease(name)}
              increaseLabel={productMessages.increase(name)}
              value={valid.quantity}
              onRequest={onQuantity}
            />
          )}
          {(deposit !== null && deposit > 0) || line.avec_consigne ? (
            <label className="check">
              <input
                type="checkbox"
                checked={line.avec_consigne}
                aria-label={cartMessages.consigneOf(name)}
                onChange={(event) => onConsigne(event.target.checked)}
              />{' '}
              <span>
                {productMessages.withConsigne}
                {deposit !== null && (
                  <>
                    {' '}
                    <span className="muted">({depositPerUnit(deposit, line.unite)})</span>
                  </>
                )}
              </span>
            </label>
          ) : null}
          {valid && (
            <span>
              {cartMessages.lineTotal} : <span className="price">{formatFC(valid.lineTotalCents)}</span>
            </span>
          )}
          <button type="button" className="btn btn-ghost cart-remove" aria-label={cartMessages.removeNamed(name)} onClick={onRemove}>
            {cartMessages.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
