import { useStore } from '@nanostores/react';
import { type ReactNode, useRef, useState } from 'react';
import type { ConsigneWords } from '../../domain/consigne-words.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { formatFC } from '../../domain/money.ts';
import { effectiveUnitPriceCents, lineTotalCents } from '../../domain/price.ts';
import { canAddToCart } from '../../domain/quantity.ts';
import { stockLabel } from '../../domain/stock-label.ts';
import { productMessages } from '../../messages/product.ts';
import { createAddToCart } from '../../stores/cart/add-to-cart.ts';
import { handOver } from '../../stores/cart/hand-over.ts';
import type { PageProduct } from '../../stores/cart/product.ts';
import { $isStaffViewer } from '../../stores/header/staff-viewer.ts';
import { useHydrated } from '../use-hydrated.ts';
import ConsigneDialog from './ConsigneDialog.tsx';
import QuantityInput from './QuantityInput.tsx';
import './cart.css';

/**
 * Product page: current price and stock, quantity, consigne, total, add-to-cart with the consigne dialog.
 * The flow lives in its store (src/stores/cart/add-to-cart.ts); this island renders it and calls its verbs.
 * `cartHref`: the cart page, given by the product page so that the island loads no paths module (the page's JavaScript budget).
 *
 * The island sits in the page's plain form (GET to the cart page, which adds on arrival): before it hydrates,
 * or without JavaScript, « Ajouter au panier » submits that form with the quantity field and the consigne
 * question, the page's `children` (radios shown only until hydration, cart.css). Once hydrated, the island
 * takes the press over and the checkbox and dialog replace the radios.
 */
export default function AddToCart({
  product: page,
  cartHref,
  quantityField,
  consigne,
  children,
}: {
  product: PageProduct;
  cartHref: string;
  /** The quantity's name in the page's form. */
  quantityField: string;
  /** The consigne question in the words of the unit sold, written by the page (src/domain/consigne-words.ts). */
  consigne: ConsigneWords;
  children?: ReactNode;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const [flow] = useState(() =>
    createAddToCart(page, {
      goToCart: () => window.location.assign(cartHref),
      handOver: (withConsigne) => handOver(addButton.current?.form, withConsigne),
    }),
  );
  const { product, quantity, withConsigne, asking, busy, notice, priceNotice } = useStore(flow.$state);
  const staff = useStore($isStaffViewer, { ssr: () => false });
  // Until hydrated, the page's radios answer the consigne question (the checkbox is hidden and off).
  const hydrated = useHydrated();

  const unitCents = effectiveUnitPriceCents(product) ?? 0;
  const depositCents = product.consigneCents ?? 0;
  const available = canAddToCart(product.stock);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction of its own: pointer and focus events bubbling from the controls inside start loading the cart store and the current price early.
    <div className="add-to-cart" onPointerDown={flow.intent} onFocus={flow.intent}>
      <p className="row">
        <span>
          {productMessages.unitPrice} : <span className="price">{formatFC(unitCents)}</span>
        </span>
        <span className={available ? 'badge in' : 'badge out'}>{stockLabel(staff, product.stock)}</span>
      </p>
      {priceNotice && (
        <p className="notice" role="status">
          {priceNotice}
        </p>
      )}
      <div className="row">
        <span>{productMessages.quantity}</span>
        <QuantityInput
          id={`quantite-${product.id}`}
          name={quantityField}
          label={productMessages.quantity}
          decreaseLabel={productMessages.decrease(product.nom)}
          increaseLabel={productMessages.increase(product.nom)}
          value={quantity}
          onRequest={flow.requestQuantity}
          disabled={!available || busy}
        />
        {product.consigneCents !== null && (
          <label className="check">
            <input
              type="checkbox"
              checked={withConsigne}
              disabled={!hydrated}
              onChange={(event) => flow.chooseConsigne(event.target.checked)}
            />{' '}
            <span>
              {productMessages.withConsigne} ({depositPerUnit(depositCents, product.unite)})
            </span>
          </label>
        )}
        {children}
      </div>
      <p>
        {productMessages.total} :{' '}
        <span className="price" data-testid="product-total">
          {formatFC(lineTotalCents(unitCents, depositCents, withConsigne, quantity))}
        </span>
      </p>
      <button
        ref={addButton}
        type="submit"
        className="btn btn-alt"
        disabled={!available || busy}
        onClick={(event) => {
          event.preventDefault();
          // The page's inline script already stored this press's line and leaves for the cart (src/stores/cart/early-add.ts).
          if (!event.currentTarget.form?.dataset.done) void flow.pressAdd();
        }}
      >
        {productMessages.addToCart}
      </button>
      <div role="alert">{notice?.tone === 'error' && <p className="notice error">{notice.text}</p>}</div>
      <div role="status">{notice?.tone === 'ok' && <p className="notice ok">{notice.text}</p>}</div>
      <ConsigneDialog
        open={asking}
        words={consigne}
        depositText={productMessages.depositExplained(depositPerUnit(depositCents, product.unite), consigne.empties)}
        onAnswer={(hasBottles) => void flow.answer(hasBottles)}
        onCancel={flow.cancel}
        returnFocus={addButton}
      />
    </div>
  );
}
