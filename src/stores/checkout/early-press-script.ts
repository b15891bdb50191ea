/**
 * The checkout page's inline script that keeps a press made before hydration (src/stores/checkout/early-press.ts says
 * what it does), built here for the page alone: it carries the cart check's call (address, headers, body: the API
 * client's own, src/api/check-cart.ts), which the island must not load.
 */
import { CART_CHECK_HEADERS, cartCheckBody, cartCheckUrl } from '../../api/check-cart.ts';
import { publicApiUrl } from '../../config/public-api-url.ts';
import { INTENT_LOADED, INTENT_MODULES } from '../../domain/main-island.ts';
import { FORM_BEFORE_HYDRATION, HANDED_CHECK, PRESS_STATUS_ID, PRESSED, PRESSED_TEXT } from './early-press.ts';
import { PRODUCTS_ATTRIBUTE } from './first-paint-marks.ts';

/**
 * The script (hashed into the page's CSP by the build). At the first act on the form before hydration (a character
 * typed, or the press): the order's modules are asked for (`modulepreload`; `INTENT_LOADED` says when they have all
 * arrived, and the island asks for its own after them: src/stores/page/idle-main-first.ts), and today's prices for the products the
 * page's first-paint script read from the stored cart (`PRODUCTS_ATTRIBUTE`), with the session's token as the client
 * sends it, left under `HANDED_CHECK`. At the press: the submit is cancelled, the press kept on the form and said on
 * the status line, and the first of the order's modules (the flow, which sends the kept press) is run.
 */
export function earlyPressScript(apiBaseUrl: string = publicApiUrl): string {
  const [bodyBefore, bodyAfter] = cartCheckBody([0]).split('[0]');
  const init = {
    url: cartCheckUrl(apiBaseUrl),
    headers: CART_CHECK_HEADERS,
    before: bodyBefore,
    after: bodyAfter,
  };
  return `{let s=()=>document.getElementById('${PRESS_STATUS_ID}'),o,k,I=${JSON.stringify(init)},p=f=>{if(!f.matches('${FORM_BEFORE_HYDRATION}'))return;let m=s().getAttribute('${INTENT_MODULES}'),i=f.getAttribute('${PRODUCTS_ATTRIBUTE}'),t=localStorage.getItem('authToken'),h={...I.headers};m&&(o=m.split(' ')[0],window.${INTENT_LOADED}=Promise.all(m.split(' ').map(u=>new Promise(r=>{let l=document.createElement('link');l.rel='modulepreload';l.href=u;l.onload=l.onerror=r;document.head.append(l)}))),s().removeAttribute('${INTENT_MODULES}'));if(!k&&i&&i!='[]'){t&&(h.Authorization='Token '+t);k=window.${HANDED_CHECK}={ids:i,at:Date.now(),sent:fetch(I.url,{method:'POST',headers:h,body:I.before+i+I.after,credentials:'include'})};k.sent.catch(()=>0)}};addEventListener('input',e=>e.target.form&&p(e.target.form));addEventListener('submit',e=>{let f=e.target;p(f);f.matches('${FORM_BEFORE_HYDRATION}')&&(e.preventDefault(),f.hasAttribute('${PRESSED}')||(f.setAttribute('${PRESSED}',''),s().textContent=f.getAttribute('${PRESSED_TEXT}'),o&&import(o).catch(()=>0)))})}`;
}
