/**
 * What every customer page runs once it is idle, loaded by `import()` when the header's cart badge shows
 * (src/stores/header/cart-count.ts), so that no page pays its bytes before the customer acts: the data
 * saver's switch and the service worker. Its work is done once, when the module is first evaluated.
 */
import { setupDataSaver } from './data-saver.ts';
import { registerWorker } from './worker-registration.ts';

if (typeof document !== 'undefined') {
  setupDataSaver(document, localStorage);
  if ('serviceWorker' in navigator) registerWorker(document, navigator.serviceWorker);
}
