/**
 * The header's inline script, run right after the header on every page, before the page's content is parsed: kept
 * tiny (every page pays it; the build hashes it into the page's CSP). It
 * - casts the header's shadow on scroll and opens the menu on wide screens;
 * - marks a stored session (the spec's `authToken` and `userInfo`) so that the greeting's row is kept on phones;
 * - shows the banner to /paiement.html when an order waits to be sent (`commandeEnAttente`, with its Idempotency-Key);
 * - marks the data saver (the footer's switch under `economieDonnees`, else the browser's Save-Data) before the
 *   page's images are laid out: the CSS then keeps the pictures below the first row unloaded;
 * - draws, from storage, what the header's islands show once hydrated, seconds later on a slow line: the cart badge's
 *   count (`COUNT_SOURCE`, a light copy of the island's count) into the badge, and, signed in, the greeting
 *   (`GREETING_SOURCE`, a light copy of `greetingNameOf`) into the greeting menu the page carries hidden
 *   (`GreetingMenu`, the island's own markup, SiteHeader.astro). The islands take them over unchanged
 *   (src/islands/cart/CartBadge.tsx, src/islands/account/AccountMenu.tsx).
 * The copies take only what the shop writes itself and draw nothing otherwise (the island then shows it at hydration,
 * as before); tests/unit/stores/header/first-paint.test.ts keeps them equal to the island's rules on any stored text.
 * Stored texts enter the page as text only (`textContent`, `title`), never as HTML.
 */
import { navMessages } from '../../messages/nav.ts';
import { literal, SLOT } from '../cart/first-paint.ts';
import { ACCOUNT_FIRST_PAINT } from './first-paint-marks.ts';

/**
 * `(text) => count`: the light copy of `countCartItems` (the bottles of the stored `panier`), for a cart the shop wrote:
 * every line an object naming its product by a positive integer, priced by a number or a decimal text of at most two
 * places, of a whole quantity. Anything else counts 0 (nothing drawn).
 */
export const COUNT_SOURCE = `t=>{var n=0,I=x=>Number.isSafeInteger(x)&&x>0;try{for(var l of JSON.parse(t)){if(!(I(l.quantite)&&I(l.produit_id??l.produit??l.id)&&typeof l.prix!='object'&&/^\\d{1,12}(\\.\\d\\d?)?$/.test(l.prix)))return 0;n+=l.quantite}}catch(e){return 0}return n}`;

/**
 * `(text) => name | ''`: the light copy of `greetingNameOf` (the first name, else the last name, else the e-mail's
 * local part, else the username) for a user the contract's `userSchema` reads; '' for anything else.
 */
export const GREETING_SOURCE = `t=>{try{var u=JSON.parse(t),s='string',o=(T,...k)=>k.every(k=>u[k]==null||typeof u[k]==T);if(typeof u.username==s&&typeof u.email==s&&(u.id===void 0||Number.isSafeInteger(u.id)&&u.id>0)&&o(s,'first_name','last_name','phone_number','phone','address')&&o('boolean','is_staff','is_superuser'))return u.first_name?.trim()||u.last_name?.trim()||u.email.split('@')[0]||u.username}catch(e){}return''}`;

/** The script's body: `N` the count, `G` the name, `X` the greeting with the name at `SLOT`. */
const SCRIPT_SOURCE = `(N,G,X)=>{var d=document,h=d.querySelector('[data-site-header]'),m=d.querySelector('[data-menu]'),b=d.querySelector('[data-pending]'),c=navigator.connection,l,v,t,n,e;function s(){h.classList.toggle('scrolled',scrollY>50)}addEventListener('scroll',s,{passive:!0});s();if(innerWidth>767)m.open=!0;try{l=localStorage;t=l.getItem('authToken');h.classList.toggle('signed-in',!!(t&&l.getItem('userInfo')));if(b)b.hidden=!/"key"/.test(l.getItem('commandeEnAttente'));v=l.getItem('economieDonnees');if(n=N(l.getItem('panier')))h.querySelector('[data-cart-badge]').textContent=n;if(t&&(n=G(l.getItem('userInfo')))&&(e=h.querySelector('${ACCOUNT_FIRST_PAINT}'))){n=X.split('${SLOT}').join(n);e.querySelector('summary').title=n;e.querySelector('span').textContent=n;e.hidden=!1}}catch(e){}if(v?v>0:c&&c.saveData)d.documentElement.classList.add('saver')}`;

/** The header's inline script (SiteHeader.astro, `data-header-script`). */
export function headerScript(): string {
  return `(${SCRIPT_SOURCE})(${COUNT_SOURCE},${GREETING_SOURCE},${literal(navMessages.greeting(SLOT))})`;
}
