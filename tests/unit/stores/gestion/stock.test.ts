import { describe, expect, it } from 'vitest';
import { signedQuantity } from '../../../../src/domain/stock-movement.ts';
import { createStockEntry, createStockList } from '../../../../src/stores/gestion/stock.ts';
import { createStockMovements } from '../../../../src/stores/gestion/stock-movements.ts';
import { gestionShop } from './shop.ts';

async function screens() {
  const g = await gestionShop();
  let published = 0;
  const list = createStockList({ api: g.api, attempt: g.attempt });
  const keys: string[] = [];
  const newKey = () => {
    keys.push(crypto.randomUUID());
    return keys.at(-1) ?? '';
  };
  const onSaved = () => {
    published += 1;
  };
  const reception = createStockEntry({ kind: 'reception', list, api: g.api, attempt: g.attempt, onSaved, newKey });
  const count = createStockEntry({ kind: 'inventaire', list, api: g.api, attempt: g.attempt, onSaved, newKey });
  await list.load();
  const loaded = list.$list.get();
  if (loaded.status !== 'ready') throw new Error('stock non chargé');
  return { g, list, reception, count, keys, products: loaded.products, published: () => published };
}

const stockIn = (list: ReturnType<typeof createStockList>, id: number) => {
  const listed = list.$list.get();
  return listed.status === 'ready' ? listed.products.find((p) => p.id === id)?.stock : undefined;
};

describe('« Réception »', () => {
  it('adds the quantities typed, refuses a wrong row before sending, and says what each product became', async () => {
    const { list, reception, products, published } = await screens();
    expect(products.length).toBe(46);
    const [a, b] = products;
    reception.type(a!.id, '40');
    reception.type(b!.id, '0');
    expect(reception.$typed.get()).toEqual([a!.id, b!.id]);
    expect(reception.$invalid.get()).toEqual([b!.id]);
    expect(await reception.save.submit()).toMatchObject({
      ok: false,
      message: 'La quantité reçue est un nombre entier de 1 ou plus : corrigez les lignes signalées.',
    });
    expect(published()).toBe(0);
    reception.type(b!.id, ' 12 ');
    expect(await reception.save.submit()).toMatchObject({ ok: true });
    expect(reception.save.$state.get().notice).toEqual({
      kind: 'ok',
      text: 'Réception enregistrée :',
      lines: [`${a!.nom} : réception +40 (${a!.stock} → ${a!.stock + 40})`, `${b!.nom} : réception +12 (${b!.stock} → ${b!.stock + 12})`],
    });
    expect([stockIn(list, a!.id), stockIn(list, b!.id)]).toEqual([a!.stock + 40, b!.stock + 12]);
    expect(reception.save.$draft.get()).toEqual({ figures: {}, motif: '' });
    expect(published()).toBe(1);
  });

  it('sends a delivery whose answer was lost again with the same key: the stock grows once', async () => {
    const { g, list, reception, products, keys } = await screens();
    const [a] = products;
    // The request reaches the server, the answer never comes back (the phone's network dropped).
    const receive = g.api.receiveStock;
    g.api.receiveStock = async (...args) => {
      await receive(...args);
      throw new TypeError('Failed to fetch');
    };
    reception.type(a!.id, '40');
    expect(await reception.save.submit()).toMatchObject({ ok: false });
    g.api.receiveStock = receive;
    expect(await reception.save.submit()).toMatchObject({ ok: true });
    expect(keys.length).toBe(1);
    expect(stockIn(list, a!.id)).toBe(a!.stock + 40);
    expect((await g.api.productMovements(a!.id)).results.filter((m) => m.type === 'reception').length).toBe(1);
    // The next delivery is another submission, with a key of its own.
    reception.type(a!.id, '5');
    expect(await reception.save.submit()).toMatchObject({ ok: true });
    expect(keys.length).toBe(2);
  });
});

describe('« Inventaire »', () => {
  it('needs a reason, then sets each product to the total counted', async () => {
    const { list, count, products } = await screens();
    const [, , c] = products;
    count.type(c!.id, '7');
    expect(await count.save.submit()).toMatchObject({
      ok: false,
      field: 'motif',
      fieldErrors: { motif: ["Indiquez la raison de l'écart (comptage, casse, perte…)."] },
    });
    count.save.edit({ motif: 'comptage du soir' });
    expect(await count.save.submit()).toMatchObject({ ok: true });
    expect(count.save.$state.get().notice?.lines).toEqual([`${c!.nom} : inventaire ${signedQuantity(7 - c!.stock)} (${c!.stock} → 7)`]);
    expect(stockIn(list, c!.id)).toBe(7);
  });
});

describe("a product's movements", () => {
  it('lists them newest first with the product and its stock, and more on request', async () => {
    const { g, reception, products } = await screens();
    const [a] = products;
    for (const quantity of ['1', '2', '3']) {
      reception.type(a!.id, quantity);
      await reception.save.submit();
    }
    const movements = createStockMovements({ api: g.api, attempt: g.attempt });
    await movements.open(a!.id);
    const view = movements.$view.get();
    if (view.status !== 'ready') throw new Error('mouvements non chargés');
    expect(view.product).toEqual({ id: a!.id, nom: a!.nom });
    expect(view.stock).toBe(a!.stock + 6);
    expect(view.movements.map((m) => m.quantite)).toEqual([3, 2, 1]);
    expect(view.next).toBeNull();
  });
});
