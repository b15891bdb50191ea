import { setPersistentEngine } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { decodeJson } from '../../../../src/stores/stored/decode-json.ts';
import { guardedStorage, type StorageLike } from '../../../../src/stores/stored/guarded-storage.ts';
import { fakeBackend, hideCart, products, showCart } from './cart-backend.fake.ts';

/** A Web Storage whose quota is `quota` characters, throwing like browsers do when it is full. */
function smallStorage(quota: number, initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const used = () => [...data].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      const before = data.get(key);
      data.set(key, value);
      if (used() > quota) {
        if (before === undefined) data.delete(key);
        else data.set(key, before);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    },
    removeItem: (key) => void data.delete(key),
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
  };
}

const noEvents = { addEventListener: () => {}, removeEventListener: () => {} };

describe('guarded storage', () => {
  it('reads, lists and removes through the storage', () => {
    const storage = smallStorage(1000, { panier: '[]', autre: 'x' });
    const engine = guardedStorage(storage);
    expect(engine.panier).toBe('[]');
    expect('autre' in engine).toBe(true);
    expect('absent' in engine).toBe(false);
    expect(Object.keys(engine).sort()).toEqual(['autre', 'panier']);
    delete engine.autre;
    expect(storage.data.has('autre')).toBe(false);
  });

  it('swallows a full quota and reports it', () => {
    const failures: string[] = [];
    const engine = guardedStorage(smallStorage(20), (key) => void failures.push(key));
    engine.panier = 'x'.repeat(50);
    expect(failures).toEqual(['panier']);
  });

  it('a full storage never breaks adding to the cart: the line stays in memory', async () => {
    const storage = smallStorage(60, { anonymousCartId: 'anon-0000-0001' });
    const failures: string[] = [];
    setPersistentEngine(
      guardedStorage(storage, (key) => void failures.push(key)),
      noEvents,
    );
    const cart = createCart({ api: fakeBackend().api, $token: atom(''), newCartId: () => 'anon-x', log: () => {} });
    await showCart(cart);
    expect(await cart.addToCart(products[0]!, { quantity: 2 })).toEqual({ ok: true });
    expect(cart.$count.get()).toBe(2);
    expect(failures).toEqual(['panier']);
    expect(storage.data.has('panier')).toBe(false);
    hideCart(cart);
  });
});

describe('decodeJson', () => {
  const schema = z.array(z.number()).catch([]);
  it.each<[string, string | undefined, number[]]>([
    ['valid JSON', '[1,2]', [1, 2]],
    ['broken JSON', '[1,', [-1]],
    ['a schema mismatch without catch', '"texte"', [-1]],
    ['nothing stored', undefined, [-1]],
    ['an empty text', '', [-1]],
    ['JSON null', 'null', [-1]],
  ])('%s', (_name, text, expected) => {
    const strict = z.array(z.number());
    expect(decodeJson(strict, [-1], text)).toEqual(expected);
  });
  it('uses the schema output (catch)', () => expect(decodeJson(schema, [-1], '{"a":1}')).toEqual([]));
});
