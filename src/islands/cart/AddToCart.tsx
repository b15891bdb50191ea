import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { effectiveUnitPriceCents, lineTotalCents } from '../../domain/cart.ts';
import { messages } from '../../domain/messages.ts';
import { formatFC } from '../../domain/money.ts';
import { canAddToCart, clampQuantity } from '../../domain/quantity.ts';
import { stockLabel } from '../../domain/roles.ts';
import { api } from '../../stores/api.ts';
import { addToCart, startCart } from '../../stores/cart.ts';
import { cartMessages } from '../../stores/cart/messages-cart.ts';
import { fromApi, fromPage, type PageProduct } from '../../stores/cart/product.ts';
import { $user } from '../../stores/session.ts';
import ConsigneDialog from './ConsigneDialog.tsx';
import QuantityInput from './QuantityInput.tsx';
import './cart.css';

type Notice = { tone: 'error' | 'ok'; text: string } | null;

/** Delay before going to the cart after a successful add (spec §9). */
export const GO_TO_CART_MS = 1500;

/** Product page: current price and stock, quantity, consigne, total, add-to-cart with the consigne dialog. */
export default function AddToCart({ product: page }: { product: PageProduct }) {
  const [product, setProduct] = useState(() => fromPage(page));
  const [quantity, setQuantity] = useState(1);
  const [withConsigne, setWithConsigne] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [priceNotice, setPriceNotice] = useState('');
  const user = useStore($user, { ssr: () => null });
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void startCart();
    const initial = fromPage(page);
    api.getProduct(page.id).then(
      (current) => {
        const next = fromApi(current, initial);
        const before = effectiveUnitPriceCents(initial);
        const after = effectiveUnitPriceCents(next);
        if (before !== null && after !== null && before !== after) setPriceNotice(cartMessages.pagePriceChanged(formatFC(before), formatFC(after)));
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
    const outcome = await addToCart(product, { quantity, withConsigne: deposit });
    if (outcome.ok) {
      setNotice({ tone: 'ok', text: messages.cart.addedToCart(product.nom) });
      setTimeout(() => window.location.assign('/Mon-panier.html'), GO_TO_CART_MS);
      return;
    }
    setBusy(false);
    setNotice({ tone: 'error', text: outcome.reason === 'server' ? messages.cart.productPageAddError : outcome.message });
  }

  return (
    <div className="add-to-cart">
      <p className="row">
        <span>{cartMessages.unitPrice} : <span className="price">{formatFC(unitCents)}</span></span>
        <span className={available ? 'badge in' : 'badge out'}>{stockLabel(user, product.stock)}</span>
      </p>
      {priceNotice && <p className="notice" role="status">{priceNotice}</p>}
      <div className="row">
        <span>{cartMessages.quantity}</span>
        <QuantityInput
          id={`quantite-${product.id}`}
          label={cartMessages.quantity}
          decreaseLabel={cartMessages.decrease(product.nom)}
          increaseLabel={cartMessages.increase(product.nom)}
          value={quantity}
          onRequest={request}
          disabled={!available || busy}
        />
        {product.consigneCents !== null && (
          <label>
            <input type="checkbox" checked={withConsigne} onChange={(event) => setWithConsigne(event.target.checked)} /> {messages.product.withConsigne} (
            <span className="nowrap">{cartMessages.perBottle(formatFC(depositCents))}</span>)
          </label>
        )}
      </div>
      <p>
        {messages.product.total} : <span className="price" data-testid="product-total">{formatFC(lineTotalCents(unitCents, depositCents, withConsigne, quantity))}</span>
      </p>
      <button
        ref={addButton}
        type="button"
        className="btn btn-alt"
        disabled={!available || busy}
        onClick={() => (product.consigneCents !== null ? setAsking(true) : void add(false))}
      >
        {messages.product.addToCart}
      </button>
      <div role="alert">{notice?.tone === 'error' && <p className="notice error">{notice.text}</p>}</div>
      <div role="status">{notice?.tone === 'ok' && <p className="notice ok">{notice.text}</p>}</div>
      <ConsigneDialog
        open={asking}
        depositText={cartMessages.depositExplained(formatFC(depositCents))}
        onAnswer={(hasBottles) => void add(!hasBottles)}
        onCancel={() => setAsking(false)}
        returnFocus={addButton}
      />
    </div>
  );
}
