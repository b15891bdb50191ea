/**
 * Data saver: the footer's switch, remembered under `economieDonnees` ('1' on, '0' off; absent: the
 * browser's Save-Data setting). The header's inline script reads it first and marks the page (`saver`
 * on the html element) before any picture is laid out; the CSS of ProductCard.astro then keeps the
 * product pictures below the grid's first row undisplayed, so the browser never loads them. This module
 * (loaded once the page is idle) runs the switch, shows a picture on a tap and says what was saved.
 */
import { SAVER_KEY } from '../stored/saver-key.ts';

const SAVER_CLASS = 'saver';
/** The pictures the CSS keeps unloaded in data saver mode (ProductCard.astro). */
const DEFERRED = '.grid > li:nth-child(n + 3) .card > .cover > img[loading="lazy"]:not(.shown)';

/**
 * Bytes of the variant the browser would load for a picture `needed` device pixels wide: the first of
 * `srcset` at least that wide, else the widest. `bytes` lists each variant's size in `srcset` order.
 */
export function pickedBytes(srcset: string, bytes: string, needed: number): number {
  const widths = srcset.split(',').map((candidate) => Number.parseInt(candidate.trim().split(/\s+/)[1] ?? '', 10));
  const sizes = bytes.split(' ').map(Number);
  const index = widths.findIndex((width) => width >= needed);
  const size = sizes[index === -1 ? sizes.length - 1 : index];
  return size !== undefined && Number.isFinite(size) ? size : 0;
}

/** The page is in data saver mode (marked by the header's inline script, then by the switch). */
export const savingData = (doc: Document): boolean => doc.documentElement.classList.contains(SAVER_CLASS);

export function setupDataSaver(doc: Document, storage: Storage): void {
  const root = doc.documentElement;
  const toggle = doc.querySelector<HTMLElement>('[data-saver]');
  const status = doc.querySelector<HTMLElement>('[data-saver-status]');
  const on = () => savingData(doc);
  const report = () => {
    toggle?.setAttribute('aria-checked', String(on()));
    if (!status) return;
    let saved = 0;
    if (on()) {
      for (const img of doc.querySelectorAll<HTMLImageElement>(DEFERRED)) {
        saved += pickedBytes(img.srcset, img.dataset.bytes ?? '', (img.parentElement?.clientWidth ?? 0) * devicePixelRatio);
      }
    }
    status.hidden = !on();
    status.textContent = (status.dataset.template ?? '').replace('{kb}', String(Math.round(saved / 1024)));
  };
  toggle?.addEventListener('click', () => {
    const next = !on();
    // Pictures already on screen stay: only those not loaded yet wait for a tap.
    if (next)
      for (const img of doc.querySelectorAll<HTMLImageElement>('img')) if (img.complete && img.naturalWidth > 0) img.classList.add('shown');
    try {
      storage.setItem(SAVER_KEY, next ? '1' : '0');
    } catch {
      // Storage refused (private mode, full): the choice holds for this page only.
    }
    root.classList.toggle(SAVER_CLASS, next);
    report();
  });
  doc.addEventListener('click', (event) => {
    const img = (event.target as Element | null)?.closest?.('.cover')?.querySelector<HTMLImageElement>(':scope > img');
    if (!on() || !img?.matches(DEFERRED)) return;
    event.preventDefault();
    img.classList.add('shown');
    report();
  });
  report();
}
