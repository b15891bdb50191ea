import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { effectiveUnitPriceCents, lineTotalCents } from '../../domain/price.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { productMessages } from '../../domain/messages/product.ts';
import { formatFC } from '../../domain/money.ts';
import { canAddToCart, clampQuantity } from '../../domain/quantity.ts';
import { stockLabel } from '../../domain/roles.ts';
import { addToCartOnDemand, prefetchCartStore } from '../../stores/cart-on-demand.ts';
import { fromApi, fromPage, type PageProduct } from '../../stores/cart/product.ts';
import { readCurrentProduct } from '../../stores/current-product.ts';
import { $isStaffViewer } from '../../stores/stock-viewer.ts';
import ConsigneDialog from './ConsigneDialog.tsx';
import QuantityInput from './QuantityInput.tsx';
import { useHydrated } from '../use-hydrated.ts';
import './cart.css';

type Notice = { tone: 'error' | 'ok'; text: string } | null;

/** After a successful add, the customer goes to the cart 1.5 s later. */
export const GO_TO_CART_MS = 1500;

/**
 * Product page: current price and stock, quantity, consigne, total, add-to-cart with the consigne dialog.
 * Light on purpose (docs/decisions/009): the page's product is read without the API client, and the cart
 * store loads when the customer first touches the form.
 */
/** `cartHref`: the cart page, given by the product page so that the island loads no paths module (the page's JavaScript budget). */
export default function AddToCart({ product: page, cartHref }: { product: PageProduct; cartHref: string }) {
  const [product, setProduct] = useState(() => fromPage(page));
  const [quantity, setQuantity] = useState(1);
  const [withConsigne, setWithConsigne] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [priceNotice, setPriceNotice] = useState('');
  const staff = useStore($isStaffViewer, { ssr: () => false });
  const addButton = useRef<HTMLButtonElement>(null);
  // The static page shows the form at once; it only answers once hydrated (a press before would be lost).
  const hydrated = useHydrated();

  useEffect(() => {
    const initial = fromPage(page);
    readCurrentProduct(page.id).then(
      (current) => {
        const next = fromApi(current, initial);
        const before = effectiveUnitPriceCents(initial);
        const after = effectiveUnitPriceCents(next);
        if (before !== null && after !== null && before !== after)
          setPriceNotice(productMessages.pagePriceChanged(formatFC(before), formatFC(after)));
        setProduct(next);
        setQuantity((q) => (next.stock > 0 ? Math.min(q, next.stock) : 1));
      },
      (error: unknown) => console.warn('Produit non rechargé', error),
    );
  }, [page]);

  const unitCents = effectiveUnitPriceCents(product) ?? 0;
  const depositCents = product.consigneCents ?? 0;
  const available = canAddToCart(product.stock);

  function request(requested: unknown): void {
    const result = clampQuantity(requested, product.stock);
    setQuantity(result.quantity);
    setNotice(result.message ? { tone: 'error', text: result.message } : null);
  }

  async function add(deposit: boolean): Promise<void> {
    setAsking(false);
    setWithConsigne(deposit);
    setBusy(true);
    const outcome = await addToCartOnDemand(product, { quantity, withConsigne: deposit });
    if (outcome.ok) {
      setNotice({ tone: 'ok', text: productMessages.addedToCart(product.nom) });
      setTimeout(() => window.location.assign(cartHref), GO_TO_CART_MS);
      return;
    }
    setBusy(false);
    setNotice({ tone: 'error', text: outcome.reason === 'server' ? productMessages.addError : outcome.message });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction of its own: pointer and focus events bubbling from the controls inside start loading the cart store early.
    <div className="add-to-cart" onPointerDown={() => prefetchCartStore()} onFocus={() => prefetchCartStore()}>
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
          label={productMessages.quantity}
          decreaseLabel={productMessages.decrease(product.nom)}
          increaseLabel={productMessages.increase(product.nom)}
          value={quantity}
          onRequest={request}
          disabled={!hydrated || !available || busy}
        />
        {product.consigneCents !== null && (
          <label className="check">
            <input
              type="checkbox"
              checked={withConsigne}
              disabled={!hydrated}
              onChange={(event) => setWithConsigne(event.target.checked)}
            />{' '}
            <span>
              {productMessages.withConsigne} ({depositPerUnit(depositCents, product.unite)})
            </span>
          </label>
        )}
      </div>
      <p>
        {productMessages.total} :{' '}
        <span className="price" data-testid="product-total">
          {formatFC(lineTotalCents(unitCents, depositCents, withConsigne, quantity))}
        </span>
      </p>
      <button
        ref={addButton}
        type="button"
        className="btn btn-alt"
        disabled={!hydrated || !available || busy}
        onClick={() => (product.consigneCents !== null ? setAsking(true) : void add(false))}
      >
        {productMessages.addToCart}
      </button>
      <div role="alert">{notice?.tone === 'error' && <p className="notice error">{notice.text}</p>}</div>
      <div role="status">{notice?.tone === 'ok' && <p className="notice ok">{notice.text}</p>}</div>
      <ConsigneDialog
        open={asking}
        depositText={productMessages.depositExplained(depositPerUnit(depositCents, product.unite))}
        onAnswer={(hasBottles) => void add(!hasBottles)}
        onCancel={() => setAsking(false)}
        returnFocus={addButton}
      />
    </div>
  );
}
