/**
 * The cart's lines in the first paint. On a slow line the cart's island hydrates seconds after the page; until then
 * `/Mon-panier.html` showed « Chargement... ». A small inline script of the page reads the stored `panier` and draws
 * the lines, their quantities and the totals at once, into the page's `[data-cart-first-paint]` (before the island):
 * the same elements, classes and words as the island's (CartLinks' « Partager mon panier », CartLineItem,
 * CartTotals), the controls disabled, the links live. The island's loading line hides while the drawing is there
 * (cart.css); once hydrated, CartPage removes the drawing in the same frame as it draws its own lines, so nothing
 * moves.
 *
 * The totals need the domain's cart rules (src/domain/cart.ts `summarizeCart`, money.ts `formatFC`,
 * deposit-unit.ts `depositPerUnit`): the script carries a light copy of them (`SUMMARY_SOURCE`, `FC_SOURCE`,
 * `DEPOSIT_SOURCE`) for page weight, as docs/decisions/042-cart-in-the-first-paint.md says; the constants (delivery
 * fee, threshold) and every word come from the domain and the messages, written into the script at build.
 * The copy takes only a cart as the shop writes it (every line an object naming its product by a positive integer,
 * a name, a price and a deposit of at most two decimals, a whole quantity, no faulty line): anything else draws
 * nothing and the island shows the cart as before. tests/unit/stores/cart/first-paint.test.ts keeps the copy equal
 * to the domain's on any stored text (property tests). Everything read from storage enters the page as text or as
 * an attribute's value (`append`, `setAttribute`), never as HTML.
 */
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS } from '../../domain/cart.ts';
import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';
import { productMessages } from '../../messages/product.ts';

/** The page's element the script draws into; CartPage removes it once it draws the lines itself. */
export const FIRST_PAINT_ATTRIBUTE = 'data-cart-first-paint';

/** Where a text of the script takes the product's name (or the deposit's amount). */
export const SLOT = '\u0001';
/** Where the deposit's text takes the words of its unit. */
export const SLOT_2 = '\u0002';

/**
 * `(text, feeCents, thresholdCents) => summary | null`: the light copy of `summarizeCart(cartLinesOf(text))`.
 * Null (draw nothing) for an empty cart and for anything the shop would not have written itself. The summary:
 * `l` the lines (`i` product id, `n` name, `b` brand, `m` picture, `u` unit, `q` quantity, `p` unit price, `d` the
 * deposit per unit or null, `w` deposit chosen, `t` line total), `g` goods, `d` deposits, `f` delivery fee, `t` total.
 */
export const SUMMARY_SOURCE = `(t,F,T)=>{let c=v=>{let m,k;if(typeof v=='number'){k=Math.round(v*100)+0;if(!(v>=0&&k/100===v))k=-1}else if(typeof v=='string'&&(m=/^(\\d+)(?:\\.(\\d\\d?))?$/.exec(v)))k=m[1]*100+ +(m[2]||'').padEnd(2,'0');return Number.isSafeInteger(k)&&k>=0?k:null},a,g=0,d=0,L=[];try{a=JSON.parse(t)}catch(e){}if(!Array.isArray(a)||!a.length)return null;for(let l of a){if(!l||typeof l!='object'||Array.isArray(l))return null;let i,n=[l.titre,l.nom].find(x=>typeof x=='string'&&x.trim()),p=c(l.prix),q=l.quantite,w=l.avec_consigne===true,e=l.prix_consigne,D=e==null?null:c(e),b=l.marque;for(let k of['produit_id','produit','id'])if(i===undefined&&l[k]!=null){if(!(Number.isSafeInteger(l[k])&&l[k]>0))return null;i=l[k]}if(i===undefined||!n||p===null||!(Number.isSafeInteger(q)&&q>0)||e!=null&&D===null||w&&D===null||b!=null&&typeof b!='string')return null;let z=w?D:0;g+=p*q;d+=z*q;L.push({i,n:n.trim(),b:b||'',m:typeof l.image=='string'?l.image:'',u:l.unite,q,p,d:D,w,t:(p+z)*q})}let s=g+d,f=s>=T?0:F;return{l:L,g,d,f,t:s+f}}`;

/** `(cents) => text`: the light copy of `formatFC` for the amounts a cart holds (never negative). */
export const FC_SOURCE = `c=>String(Math.floor((Math.abs(Math.round(c))+50)/100)).replace(/\\B(?=(\\d{3})+(?!\\d))/g,'\\xa0')+'\\xa0FC'`;

/**
 * `(cents, unit, fc, texts) => text`: the light copy of `depositPerUnit` (« 12 000 FC par casier »): the first word
 * of the unit, without accents, lowercase, singular, names the words (`texts.units`); any other says « par article ».
 */
export const DEPOSIT_SOURCE = `(c,u,C,X)=>{let f=(typeof u=='string'&&u.trim().normalize('NFD').replace(/\\p{M}/gu,'').toLowerCase().match(/^\\p{L}+/u)||[''])[0];f=f.endsWith('s')?f.slice(0,-1):f;return X.deposit.split('${SLOT}').join(C(c)).split('${SLOT_2}').join(X.units[Object.hasOwn(X.units,f)?f:'article'])}`;

/**
 * The drawing: `S` the summary, `C` the amounts, `W` the deposit's words, `X` the texts, `P` the address's
 * parameters that bring lines (those pages show the arriving lines above: nothing is drawn).
 */
const PAINT_SOURCE = `(S,C,W,X,P,F,T)=>{let r=document.querySelector('[${FIRST_PAINT_ATTRIBUTE}]'),s,o=(x,n)=>x.split('${SLOT}').join(n),h=(t,a,...k)=>{let e=document.createElement(t);for(let n in a)a[n]!==!1&&e.setAttribute(n,a[n]===!0?'':a[n]);e.append(...k);return e},$=v=>h('span',{class:'price'},C(v)),B={type:'button',disabled:!0};try{if(P.some(p=>new URLSearchParams(location.search).has(p)))return;s=S(localStorage.getItem('panier'),F,T)}catch(e){}if(!s)return;r.append(h('section',{class:'cart-share','aria-label':X.share},h('button',{...B,class:'btn btn-ghost','aria-expanded':'false'},X.share)),h('ul',{class:'cart-lines'},...s.l.map(l=>{let n=l.n,v='apercu-quantite-'+l.i;return h('li',{class:'panel cart-line','aria-label':n},l.m?h('img',{src:l.m,alt:'',width:64,height:64,loading:'lazy'}):h('span',{}),h('div',{},h('strong',{class:'cart-line-name'},n),...(l.b?[h('span',{class:'muted'},' · ',l.b)]:[]),h('div',{class:'controls'},h('span',{},X.unitPrice,' : ',$(l.p)),h('span',{class:'cart-qty'},h('label',{class:'sr-only',for:v},o(X.quantityOf,n)),h('button',{...B,'aria-label':o(X.decrease,n)},'\\u2212'),h('input',{id:v,type:'number',inputmode:'numeric',min:1,value:l.q,disabled:!0}),h('button',{...B,'aria-label':o(X.increase,n)},'+')),...(l.d!==null&&l.d>0||l.w?[h('label',{class:'check'},h('input',{type:'checkbox',checked:l.w,disabled:!0,'aria-label':o(X.consigneOf,n)}),' ',h('span',{},X.withConsigne,...(l.d!==null?[' ',h('span',{class:'muted'},'('+W(l.d,l.u,C,X)+')')]:[])))]:[]),h('span',{},X.lineTotal,' : ',$(l.t)),h('button',{...B,class:'btn btn-ghost cart-remove','aria-label':o(X.removeNamed,n)},X.remove))))})),h('section',{class:'panel cart-summary','aria-label':X.total},h('h2',{},X.total),h('dl',{},h('dt',{},X.goods),h('dd',{class:'price'},C(s.g)),h('dt',{},X.deposits),h('dd',{class:'price'},C(s.d)),h('dt',{},X.deliveryFee),h('dd',{class:'price'},s.f?C(s.f):X.freeDelivery),h('dt',{class:'total'},X.total),h('dd',{class:'price total'},C(s.t))),...(s.f>0?[h('p',{class:'muted'},X.freeFrom)]:[]),h('div',{class:'actions'},h('a',{class:'btn btn-ghost',href:X.shopHref},X.continueShopping),h('a',{class:'btn btn-alt',href:X.checkoutHref},X.checkout))))}`;

/** The texts the drawing writes: the messages' own, with the product's name (or amount) at `SLOT`. */
function paintTexts(links: { shopHref: string; checkoutHref: string }) {
  return {
    ...links,
    share: cartLinkMessages.share,
    unitPrice: productMessages.unitPrice,
    quantityOf: cartMessages.quantityOf(SLOT),
    decrease: productMessages.decrease(SLOT),
    increase: productMessages.increase(SLOT),
    withConsigne: productMessages.withConsigne,
    consigneOf: cartMessages.consigneOf(SLOT),
    deposit: productMessages.depositPrice(SLOT, SLOT_2),
    units: productMessages.depositUnit,
    lineTotal: cartMessages.lineTotal,
    removeNamed: cartMessages.removeNamed(SLOT),
    remove: cartMessages.remove,
    total: cartMessages.total,
    goods: cartMessages.goods,
    deposits: cartMessages.deposits,
    deliveryFee: cartMessages.deliveryFee,
    freeDelivery: cartMessages.freeDelivery,
    freeFrom: cartMessages.freeDeliveryFrom(formatFC(FREE_DELIVERY_THRESHOLD_CENTS)),
    continueShopping: cartMessages.continueShopping,
    checkout: cartMessages.checkout,
  };
}

/** JSON as a script's literal: no `<` (a text can never close the script). */
export const literal = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The cart page's inline script (hashed into the page's CSP by the build). */
export function cartFirstPaintScript(links: { shopHref: string; checkoutHref: string }, lineParams: readonly string[]): string {
  const args = [
    SUMMARY_SOURCE,
    FC_SOURCE,
    DEPOSIT_SOURCE,
    literal(paintTexts(links)),
    literal(lineParams),
    String(DELIVERY_FEE_CENTS),
    String(FREE_DELIVERY_THRESHOLD_CENTS),
  ];
  return `(${PAINT_SOURCE})(${args.join(',')})`;
}
