/**
 * « Ajouter au panier » before the product page's island has hydrated (on Slow 3G its scripts arrive seconds
 * after the page): a small inline script of the page catches the plain form's submit and stores the line itself,
 * so the customer's tap is kept at once, without waiting for the cart page, its scripts and its catalogue check.
 *
 * A light copy of the cart store's add (createCart's `addToCart`, src/stores/cart/create-cart.ts) for the one
 * case it takes: a signed-out customer (no `authToken`), an empty cart (`panier`), a whole quantity from 1 to the
 * page's stock. The line itself is the store's own (`lineFromProduct`), written into the page at build; the
 * script only sets its quantity and deposit answer. Anything else (signed in, a cart holding lines, a quantity the
 * rules refuse, storage refused) lets the plain form go to the cart page, which adds through the store as
 * before; without JavaScript the form works the same. Once the island hydrates, its button takes the press over
 * (`preventDefault` on the click) and hands an add at the page's price and deposit back to this script as the
 * form's own event (`HAND_OVER_EVENT`, never a `submit`), with the dialog's answer on the radios
 * (src/stores/cart/hand-over.ts): the script takes it
 * as it takes a press before hydration, or declines and the island adds through the store. tests/unit/stores/cart/early-add.test.ts
 * keeps the copy equal to the store's add (property test); docs/decisions/021-early-add.md says why it exists.
 */
import { FORM_CONSIGNE, FORM_FIELDS, GO_TO_CART_MS, HAND_OVER_EVENT } from '../../domain/add-form.ts';
import { lineFromProduct } from './lines.ts';
import { fromPage, type PageProduct } from './product.ts';

/** The id of the product page's form (the script knows it by its `data-line`). */
export const ADD_FORM_ID = 'add-to-cart';
/**
 * The name of the form's confirmation, an `<output>` (a status region, never submitted), empty until the script has
 * stored the line and written the form's `data-added` in it; the script reaches it through the form by its name.
 */
export const EARLY_ADDED_NAME = 'fait';

/**
 * The inline script (hashed into the page's CSP by the build). Its listener of the form's submit (a press before
 * hydration) and of the island's hand-over (`HAND_OVER_EVENT`, the same press once hydrated) takes the one form carrying
 * `data-line` (the store's line for this product), and reads its `data-stock` and `data-added` (the confirmation,
 * written into the form's `<output>`), the quantity field and the consigne radios; a second press while it waits
 * to leave adds nothing more; it goes to the cart page as long after the add as the island does. The header's cart badge
 * follows at once: not hydrated yet, it shows the line's quantity (the cart holds that line only, the island counts the
 * same at hydration); hydrated, its store hears of the write by its `storage` event, as after the island's hand-over. The storage keys
 * are the stores' (`authToken`: src/stores/stored/auth-token.ts; `panier`: src/stores/cart/create-cart.ts), read and
 * written as the storage's named properties (as getItem and setItem would). An empty cart is a stored text
 * without a third character: none, '' or '[]' (any stored line makes it longer); a storage the script cannot read
 * or write throws, and the form goes on.
 *
 * « − / + » before hydration: a press on either button of the quantity (`.cart-qty` in the page's one island
 * still carrying `ssr`: − then the field then +, drawn without spaces between them) sets the field to the
 * quantity shown (the field's text, read by the selector's rule) minus or plus one, held between 1 and the form's
 * `data-stock` by a light copy of the selector's rule (`clampQuantity`, src/domain/quantity.ts; the property test
 * keeps them equal), and enables « − » only above 1, as the island does. The add then reads that field; the
 * island, once hydrated, starts from it (QuantityInput takes the text the field holds when it mounts as typed).
 * Out of stock, both buttons are disabled and no press arrives.
 */
export const EARLY_ADD_SCRIPT = `addEventListener('click',e=>{let b=e.target.closest('[ssr] .cart-qty button'),f=b?.form,t=f?.dataset.stock,i=f?.${FORM_FIELDS.quantity},c=x=>(x=Math.floor(x))>0&&x<1/0?t>0&&x>t?+t:x:1;b&&(i.previousSibling.disabled=(i.value=c(c(i.value)+(b.nextSibling?-1:1)))<2)});for(let t of['submit','${HAND_OVER_EVENT}'])addEventListener(t,e=>{let f=e.target,d=f.dataset,s=localStorage,q=f.${FORM_FIELDS.quantity}?.value,l,g;d.line&&(d.done?e.preventDefault():!s.authToken&&!s.panier?.[2]&&/^[1-9]\\d*$/.test(q)&&+q<=d.stock&&(l=JSON.parse(d.line),l.quantite=+q,l.avec_consigne=f.${FORM_FIELDS.consigne}?.value=='${FORM_CONSIGNE.with}',s.panier=JSON.stringify([l]),e.preventDefault(),d.done=1,f.${EARLY_ADDED_NAME}.value=d.added,setTimeout(()=>location=f.action,${GO_TO_CART_MS}),(g=document.querySelector('[ssr] [data-cart-badge]'))?g.textContent=l.quantite:dispatchEvent(new StorageEvent('storage',{key:'panier',newValue:s.panier}))))})`;

/** The `data-line` of the product page's form: the cart store's own line for this product (one unit, no deposit). */
export const earlyLine = (product: PageProduct): string => JSON.stringify(lineFromProduct(fromPage(product), 1, false));
