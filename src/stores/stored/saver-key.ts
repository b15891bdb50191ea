/**
 * The footer's data saver switch under `economieDonnees` ('1' on, '0' off; absent: the browser's Save-Data setting).
 * Written by src/stores/page/data-saver.ts; read first by the header's inline script (src/components/SiteHeader.astro).
 */
export const SAVER_KEY = 'economieDonnees';
