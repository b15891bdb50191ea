/**
 * While anything shows the pending order (listens to `$pendingOrder`: the checkout's island, or the order's flow sending
 * a press made before hydration), a stored order is resumed and retried (back online, on a timer: pending-watch.ts),
 * by one watch only, whichever of them registered it first.
 */
import { onMount } from 'nanostores';
import { $pendingOrder } from '../stored/orders.ts';

let registered = false;

/** Registers the watch; `load` gives the flow that retries (loaded on demand by the light store). */
export function retryWhileShown(load: () => Promise<{ watchOrders: () => () => void }>): void {
  if (registered) return;
  registered = true;
  onMount($pendingOrder, () => {
    let shown = true;
    let stopWatching: (() => void) | null = null;
    const unlisten = $pendingOrder.subscribe((pending) => {
      if (!pending || stopWatching) return;
      load().then(
        (flow) => {
          if (shown) stopWatching ??= flow.watchOrders();
        },
        (error: unknown) => console.warn('Chargement de la commande impossible', error),
      );
    });
    return () => {
      shown = false;
      unlisten();
      stopWatching?.();
    };
  });
}
