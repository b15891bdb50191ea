import { atom, onMount } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadCartStore } from '../../../../src/stores/cart/on-demand.ts';
import { primusPrices } from '../../contract/samples.ts';

const primus = {
  ...primusPrices,
  stock: 10,
  image: null,
  marque: 'Primus',
};

/** A loader of a fake store that records what happens, failing its first `failures` loads like a phone offline. */
function loader(failures = 0) {
  const events: string[] = [];
  let loads = 0;
  const load = (async () => {
    loads += 1;
    events.push('load');
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    const $cartLines = atom([]);
    onMount($cartLines, () => void events.push('start'));
    return {
      cart: {
        $lines: $cartLines,
        ready: async () => {},
        addToCart: async (product: { nom: string }, choice: { quantity: number; withConsigne: boolean }) => {
          events.push(`add ${product.nom} ×${choice.quantity}${choice.withConsigne ? ' avec consigne' : ''}`);
          return { ok: true };
        },
      },
    };
  }) as unknown as LoadCartStore;
  return { load, events };
}

/** A fresh module per test, as a fresh page: the store it loaded is forgotten. */
let onDemand: typeof import('../../../../src/stores/cart/on-demand.ts');
beforeEach(async () => {
  vi.resetModules();
  onDemand = await import('../../../../src/stores/cart/on-demand.ts');
});

describe('the cart store loaded on demand', () => {
  it('loads and starts once, whoever asks first', async () => {
    const { load, events } = loader();
    onDemand.prefetchCartStore(load);
    await Promise.all([onDemand.cartStore(load), onDemand.cartStore(load)]);
    expect(events).toEqual(['load', 'start']);
  });

  it('adds through the started store', async () => {
    const { load, events } = loader();
    await expect(onDemand.addToCartOnDemand(primus, { quantity: 2, withConsigne: true }, load)).resolves.toEqual({ ok: true });
    expect(events).toEqual(['load', 'start', 'add Primus 72 cl ×2 avec consigne']);
  });

  it('offline: the spec message, nothing added, and the next press loads again', async () => {
    const { load, events } = loader(1);
    await expect(onDemand.addToCartOnDemand(primus, { quantity: 1, withConsigne: false }, load)).resolves.toEqual({
      ok: false,
      reason: 'server',
      message: "Une erreur est survenue lors de l'ajout au panier. Veuillez réessayer.",
    });
    expect(events).toEqual(['load']);
    await expect(onDemand.addToCartOnDemand(primus, { quantity: 1, withConsigne: false }, load)).resolves.toEqual({ ok: true });
    expect(events).toEqual(['load', 'load', 'start', 'add Primus 72 cl ×1']);
  });
});
