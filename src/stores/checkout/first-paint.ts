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
 *   as filled, not as typed (a saved address still brings its phone), unless the customer changed it;
 * - with a stored token, the customer's saved addresses as this browser keeps them (`userAddresses`, one book per
 *   customer: `ownerKey`), each entry read as the contract reads it (`ENTRY_SOURCE`: an entry it would drop is left
 *   out), drawn as the island's cards into the element it leaves for them (`data-checkout-addresses`), the book's
 *   default (else the first) chosen, its phone in the phone field as the draft brings it (its nine digits by
 *   `NINE_DIGITS_SOURCE`, kept equal to `toNineDigits`, shown by `PHONE_SOURCE`), the address written by
 *   `ADDRESS_SOURCE` (kept equal to `formatAddress`); another card chosen before the island hydrated brings its phone
 *   into the field the same way (filled, not typed), and the island takes that card as the customer's choice
 *   (src/stores/checkout/typed-before.ts). The new address's fields hide behind the cards by the page's CSS; the
 *   island keeps the drawn cards until it has read the book, then draws the same cards, in the same frame.
 * - the cart's products (`PRODUCT_IDS_SOURCE`, kept equal to `orderedProductIds`) on the form, for the first ask of
 *   today's prices at the customer's first act (src/stores/checkout/early-press.ts).
 * Everything read from storage enters the page as text or as a field's value, never as HTML.
 */
import { CITY } from '../../domain/address-format.ts';
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS } from '../../domain/cart.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { cartMessages } from '../../messages/cart.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { productMessages } from '../../messages/product.ts';
import { DEPOSIT_SOURCE, FC_SOURCE, literal, SLOT, SLOT_2, SUMMARY_SOURCE } from '../cart/first-paint.ts';
import {
  ADDRESS_CARD_ID,
  ADDRESSES_ATTRIBUTE,
  FIGURE_ATTRIBUTE,
  FILLED_ATTRIBUTE,
  LINES_ATTRIBUTE,
  PRODUCTS_ATTRIBUTE,
} from './first-paint-marks.ts';

/**
 * `(text) => '+243 812 345 678' | ''`: a stored phone written as its nine national digits, with `+243` or not, as the
 * field shows a number filled in (`filledPhone`); else ''.
 */
export const PHONE_SOURCE = `v=>typeof v=='string'&&/^(\\+243)?[1-9]\\d{8}$/.test(v)?'+243 '+v.slice(-9,-6)+' '+v.slice(-6,-3)+' '+v.slice(-3):''`;

/** `(text) => nine digits | ''`: the light copy of `toNineDigits` (an address's phone written any usual way). */
export const NINE_DIGITS_SOURCE = `v=>{let d=String(v).replace(/\\D+/g,'');d.startsWith('00243')&&(d=d.slice(2));d.length==13&&d.startsWith('2430')?d=d.slice(4):d.length==12&&d.startsWith('243')?d=d.slice(3):d.length==10&&d[0]=='0'&&(d=d.slice(1));return/^[1-9]\\d{8}$/.test(d)?d:''}`;

/** `(address) => text`: the light copy of `formatAddress` for an address of the book (its city always Kinshasa). */
export const ADDRESS_SOURCE = `a=>[a.rue.trim(),a.numero.trim()&&'N°'+a.numero.trim(),a.quartier.trim(),a.commune.trim(),${JSON.stringify(CITY)}].filter(x=>x).join(', ')`;

/**
 * `(stored entry) => address | null`: the light copy of the contract's `addressSchema` as the stored book reads an entry
 * (an id of digits, the texts, the type else « Autre », the landmark else '', the default flag else false).
 */
export const ENTRY_SOURCE = `x=>x&&typeof x=='object'&&!Array.isArray(x)&&(typeof x.id=='string'&&/^\\d+$/.test(x.id)||Number.isSafeInteger(x.id)&&x.id>=0)&&['rue','numero','quartier','commune','telephone'].every(n=>typeof x[n]=='string')?{id:String(x.id),type:['Maison','Bureau','Autre'].includes(x.type)?x.type:'Autre',rue:x.rue,numero:x.numero,quartier:x.quartier,commune:x.commune,telephone:x.telephone,repere:typeof x.repere=='string'?x.repere:'',is_default:x.is_default===true}:null`;

/** `(summary) => '[3,5,7]'`: the light copy of `orderedProductIds` on the light summary's lines, as JSON. */
export const PRODUCT_IDS_SOURCE = 's=>JSON.stringify([...new Set(s.l.map(l=>l.i))])';

/**
 * The drawing: `S` the summary, `C` the amounts, `W` the deposit's words, `P` the phone, `X` the texts, `N` an address's
 * phone, `A` an address, `E` a stored entry, `I` the products.
 */
const PAINT_SOURCE = `(S,C,W,P,X,F,T,N,A,E,I)=>{let q=x=>document.querySelector(x),s,u,h=(t,a,...k)=>{let e=document.createElement(t);for(let n in a)e.setAttribute(n,a[n]);e.append(...k);return e},f=(i,v)=>{let e=q('#checkout-'+i);typeof v=='string'&&v&&e&&!e.value&&(e.value=v,e.setAttribute('${FILLED_ATTRIBUTE}',v))};try{s=S(localStorage.getItem('panier'),F,T);if(s){q('form.checkout').setAttribute('${PRODUCTS_ATTRIBUTE}',I(s));q('[${LINES_ATTRIBUTE}]').append(...s.l.map(l=>h('li',{},h('span',{},l.q+' \\u00d7 '+l.n,...(l.w?[h('small',{class:'muted'},' ('+X.withConsigne.split('${SLOT}').join(W(l.d,l.u,C,X))+')')]:[])),h('span',{class:'price'},C(l.t)))));for(let[k,v]of[['g',C(s.g)],['d',C(s.d)],['f',s.f?C(s.f):X.free],['t',C(s.t)]])q('[${FIGURE_ATTRIBUTE}="'+k+'"]').textContent=v}if(localStorage.getItem('authToken')){u=JSON.parse(localStorage.getItem('userInfo'));if(u&&typeof u=='object'){let b,n,a=[],c,e=q('[${ADDRESSES_ATTRIBUTE}]'),r=(x,k)=>h('label',{class:'address-card'},h('input',{type:'radio',name:'checkout-address',...x?{id:'${ADDRESS_CARD_ID}'+x.id,'aria-invalid':'false'}:{},...k?{checked:''}:{}}),h('span',{},...x?[h('strong',{},X.types[x.type]),h('span',{},A(x)),...x.repere?[h('span',{},X.landmark.split('${SLOT}').join(x.repere))]:[],h('span',{},(n=N(x.telephone))?'+243 '+n.slice(0,3)+' '+n.slice(3,6)+' '+n.slice(6):x.telephone)]:[h('strong',{},X.newAddress)]));try{b=JSON.parse(localStorage.getItem('userAddresses'))[u.id!==undefined?'id:'+u.id:'email:'+String(u.email).toLowerCase()];if(Array.isArray(b))a=b.map(E).filter(x=>x)}catch(e){}c=a.find(x=>x.is_default)||a[0];if(c&&e){e.append(...a.map(x=>r(x,x==c)),r(null,0));e.addEventListener('change',v=>{let x=a.find(y=>'${ADDRESS_CARD_ID}'+y.id==v.target.id),g=q('#checkout-phone'),p=x&&P(N(x.telephone));p&&g&&q('astro-island[ssr] form.checkout')&&(g.value=p,g.setAttribute('${FILLED_ATTRIBUTE}',p))})}typeof u.first_name=='string'&&typeof u.last_name=='string'&&f('fullName',(u.first_name+' '+u.last_name).trim());f('phone',c&&e&&P(N(c.telephone))||P(u.phone_number));f('email',u.email)}}}catch(e){}}`;

/** The checkout page's inline script (hashed into the page's CSP by the build). */
export function checkoutFirstPaintScript(): string {
  const texts = {
    withConsigne: checkoutMessages.withConsigneOf(SLOT),
    deposit: productMessages.depositPrice(SLOT, SLOT_2),
    units: productMessages.depositUnit,
    free: cartMessages.freeDelivery,
    types: addressesMessages.types,
    landmark: addressesMessages.landmarkOf(SLOT),
    newAddress: checkoutMessages.newAddress,
  };
  const args = [
    SUMMARY_SOURCE,
    FC_SOURCE,
    DEPOSIT_SOURCE,
    PHONE_SOURCE,
    literal(texts),
    DELIVERY_FEE_CENTS,
    FREE_DELIVERY_THRESHOLD_CENTS,
    NINE_DIGITS_SOURCE,
    ADDRESS_SOURCE,
    ENTRY_SOURCE,
    PRODUCT_IDS_SOURCE,
  ];
  return `(${PAINT_SOURCE})(${args.join(',')})`;
}
