/**
 * The checkout's summary and the signed-in customer in the first paint. The form is in the page as built (decision
 * 040); what depends on this browser (the cart's lines and figures, the signed-in customer's name, phone and e-mail)
 * waited for the island, seconds on a slow line. A small inline script of the page, right after the island's static
 * HTML, fills them from storage at once:
 * - the summary's lines and its four figures, from the stored `panier`, by the cart page's light copy of the cart's
 *   totals (src/stores/cart/first-paint.ts: one copy, kept equal to the domain's by its property test), into the
 *   elements the island leaves for them (`data-checkout-first-paint`, `data-checkout-figure`); the island draws the
 *   same once hydrated, in the same frame, so nothing moves;
 * - with a stored token, the name (first and last), the phone (`+243 812 345 678`, only when stored as nine
 *   digits, with `+243` or not: `PHONE_SOURCE`, kept equal to `filledPhone` by a property test) and the e-mail of
 *   the stored user, into their empty fields, as the draft fills them once the customer is known
 *   (src/stores/checkout/draft.ts). Each field filled keeps the value in `data-first-paint`: the island takes it
 *   as filled, not as typed (a saved address still brings its phone), unless the customer changed it.
 * Everything read from storage enters the page as text or as a field's value, never as HTML.
 */
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS } from '../../domain/cart.ts';
import { cartMessages } from '../../messages/cart.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { productMessages } from '../../messages/product.ts';
import { DEPOSIT_SOURCE, FC_SOURCE, literal, SLOT, SLOT_2, SUMMARY_SOURCE } from '../cart/first-paint.ts';
import { FIGURE_ATTRIBUTE, FILLED_ATTRIBUTE, LINES_ATTRIBUTE } from './first-paint-marks.ts';

/**
 * `(text) => '+243 812 345 678' | ''`: a stored phone written as its nine national digits, with `+243` or not, as the
 * field shows a number filled in (`filledPhone`); else ''.
 */
export const PHONE_SOURCE = `v=>typeof v=='string'&&/^(\\+243)?[1-9]\\d{8}$/.test(v)?'+243 '+v.slice(-9,-6)+' '+v.slice(-6,-3)+' '+v.slice(-3):''`;

/** The drawing: `S` the summary, `C` the amounts, `W` the deposit's words, `P` the phone, `X` the texts. */
const PAINT_SOURCE = `(S,C,W,P,X,F,T)=>{let q=x=>document.querySelector(x),s,u,h=(t,a,...k)=>{let e=document.createElement(t);for(let n in a)e.setAttribute(n,a[n]);e.append(...k);return e},f=(i,v)=>{let e=q('#checkout-'+i);typeof v=='string'&&v&&e&&!e.value&&(e.value=v,e.setAttribute('${FILLED_ATTRIBUTE}',v))};try{s=S(localStorage.getItem('panier'),F,T);if(s){q('[${LINES_ATTRIBUTE}]').append(...s.l.map(l=>h('li',{},h('span',{},l.q+' \\u00d7 '+l.n,...(l.w?[h('small',{class:'muted'},' ('+X.withConsigne.split('${SLOT}').join(W(l.d,l.u,C,X))+')')]:[])),h('span',{class:'price'},C(l.t)))));for(let[k,v]of[['g',C(s.g)],['d',C(s.d)],['f',s.f?C(s.f):X.free],['t',C(s.t)]])q('[${FIGURE_ATTRIBUTE}="'+k+'"]').textContent=v}if(localStorage.getItem('authToken')){u=JSON.parse(localStorage.getItem('userInfo'));if(u&&typeof u=='object'){typeof u.first_name=='string'&&typeof u.last_name=='string'&&f('fullName',(u.first_name+' '+u.last_name).trim());f('phone',P(u.phone_number));f('email',u.email)}}}catch(e){}}`;

/** The checkout page's inline script (hashed into the page's CSP by the build). */
export function checkoutFirstPaintScript(): string {
  const texts = {
    withConsigne: checkoutMessages.withConsigneOf(SLOT),
    deposit: productMessages.depositPrice(SLOT, SLOT_2),
    units: productMessages.depositUnit,
    free: cartMessages.freeDelivery,
  };
  const args = [SUMMARY_SOURCE, FC_SOURCE, DEPOSIT_SOURCE, PHONE_SOURCE, literal(texts), DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS];
  return `(${PAINT_SOURCE})(${args.join(',')})`;
}
