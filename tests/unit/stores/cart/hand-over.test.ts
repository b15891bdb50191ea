/**
 * The island's hand-over to the page's early add never submits the form: it reaches the page's script as the form's
 * own event, never as a `submit` (Firefox sends a form on a `submit` the page dispatches). Run on the page's own inline
 * script, with the form an event target that records every event reaching it.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FORM_CONSIGNE, HAND_OVER_EVENT } from '../../../../src/domain/add-form.ts';
import { productMessages } from '../../../../src/messages/product.ts';
import { EARLY_ADD_SCRIPT, EARLY_ADDED_NAME, earlyLine } from '../../../../src/stores/cart/early-add.ts';
import { handOver } from '../../../../src/stores/cart/hand-over.ts';
import type { PageProduct } from '../../../../src/stores/cart/product.ts';

const primus: PageProduct = {
  id: 7,
  nom: 'Primus 72 cl',
  priceCents: 250_000,
  promoCents: null,
  consigneCents: 50_000,
  venduAvecConsigne: true,
  stock: 24,
  image: null,
  marque: 'Bralima',
  unite: 'Bouteille',
};

/** The product page's form with its script listening, on a storage holding `stored`; every event type that reached it. */
function productPage(stored: Record<string, string>) {
  const storage: Record<string, string> = { ...stored };
  const reached: string[] = [];
  const storageEvents: unknown[] = [];
  const consigne = { value: '' };
  const form = Object.assign(new EventTarget(), {
    action: '/Mon-panier.html',
    dataset: { line: earlyLine(primus), stock: String(primus.stock), added: productMessages.addedToCart(primus.nom) } as DOMStringMap,
    quantite: { value: '2' },
    consigne,
    [EARLY_ADDED_NAME]: { value: '' },
    elements: { namedItem: (name: string) => (name === 'consigne' ? consigne : null) },
  });
  for (const type of ['submit', HAND_OVER_EVENT]) form.addEventListener(type, (event) => void reached.push(event.type));
  // The page's script listens on the window, where the form's events bubble: here it listens on the form itself.
  runInNewContext(EARLY_ADD_SCRIPT, {
    addEventListener: (type: string, listener: EventListener) => form.addEventListener(type, listener),
    localStorage: storage,
    location: '/produit/7',
    setTimeout: () => undefined,
    // The header's badge hydrated: the script tells its store by the cart key's storage event.
    document: { querySelector: () => null },
    StorageEvent: class extends Event {},
    dispatchEvent: (event: unknown) => void storageEvents.push(event),
  });
  return { form: form as unknown as HTMLFormElement, storage, reached, consigne, storageEvents };
}

describe('the island’s hand-over to the page’s early add', () => {
  it('a signed-out first add is taken by the script with the dialog’s answer, and no submit event reaches the form', () => {
    const page = productPage({});
    expect(handOver(page.form, true)).toBe(true);
    expect(page.reached).toEqual([HAND_OVER_EVENT]);
    expect(page.consigne.value).toBe(FORM_CONSIGNE.with);
    expect(JSON.parse(page.storage['panier'] ?? '[]')).toMatchObject([{ id: 7, quantite: 2, avec_consigne: true }]);
    expect(page.storageEvents).toHaveLength(1);
  });

  it('signed in, or with lines in the cart, the script declines: nothing stored, and no submit event reaches the form', () => {
    for (const stored of [{ authToken: 'jeton' }, { panier: JSON.stringify([{ id: 9, quantite: 1 }]) }]) {
      const page = productPage(stored);
      expect(handOver(page.form, false)).toBe(false);
      expect(page.reached).toEqual([HAND_OVER_EVENT]);
      expect(page.storage['panier']).toBe(stored.panier);
      expect(page.storageEvents).toEqual([]);
    }
  });

  it('a second press while the script waits to leave is taken again without a second line nor a submit event', () => {
    const page = productPage({});
    expect(handOver(page.form, false)).toBe(true);
    const first = page.storage['panier'];
    expect(handOver(page.form, false)).toBe(true);
    expect(page.storage['panier']).toBe(first);
    expect(page.reached).toEqual([HAND_OVER_EVENT, HAND_OVER_EVENT]);
  });
});
