import { describe, expect, it } from 'vitest';
import { guestOrderCreateSchema, orderCreateSchema, orderSchema, orderStatuses } from '../../../src/contract/order.ts';
import { drfOrder, orderPayload } from './samples.ts';

describe('orderSchema', () => {
  it('reads a DRF order whose lines use produit / produit_info and both deposit names', () => {
    const order = orderSchema.parse(drfOrder);
    expect(order.articles[0]).toMatchObject({ produit: 12, prix_consigne: '500.00' });
    expect(order.articles[1]).toMatchObject({ produit_info: { id: 13, nom: 'Maltina' }, prix_consigne_unitaire: 500 });
  });

  it.each(orderStatuses.map((statut) => [statut]))('accepts the status %s', (statut) => {
    expect(orderSchema.parse({ ...drfOrder, statut }).statut).toBe(statut);
  });

  it.each([
    ['an unknown status', { statut: 'perdue' }, 'statut'],
    ['a number as order number', { numero_commande: 7 }, 'numero_commande'],
    ['a float-like total text', { total_commande: '31 000' }, 'total_commande'],
    ['articles missing', { articles: undefined }, 'articles'],
  ])('rejects %s', (_name, override, field) => {
    const result = orderSchema.safeParse({ ...drfOrder, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('reads the optional guest fields', () => {
    expect(
      orderSchema.parse({ ...drfOrder, email: null, notes: 'Sonner deux fois', mode_paiement: 'paiement_livraison', token_suivi: 'abc' }),
    ).toMatchObject({
      email: null,
      token_suivi: 'abc',
    });
  });
});

describe('order creation payloads', () => {
  it.each([
    ['a complete payload', {}, true],
    ['a saved address id', { address_id: 3, use_saved_address: true }, true],
    ['an address id as numeric string', { address_id: '3' }, true],
    ['no articles', { articles: [] }, false],
    ['articles not a list', { articles: 'x' }, false],
    [
      'an article with a string product id',
      { articles: [{ produit: '12', quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }] },
      false,
    ],
    ['an article with zero quantity', { articles: [{ produit: 12, quantite: 0, avec_consigne: false, bouteilles_echangees: 0 }] }, false],
    [
      'an article with exchanged bottles',
      { articles: [{ produit: 12, quantite: 1, avec_consigne: false, bouteilles_echangees: 2 }] },
      false,
    ],
    ['an empty address', { adresse_livraison: '  ' }, false],
    ['no phone', { telephone_livraison: undefined }, false],
    ['no payment method', { mode_paiement: '' }, false],
  ])('registered: %s', (_name, override, ok) => {
    expect(orderCreateSchema.safeParse({ ...orderPayload, ...override }).success).toBe(ok);
  });

  it('defaults an article to 1 bottle, no deposit, 0 exchanged', () => {
    const parsed = orderCreateSchema.parse({ ...orderPayload, articles: [{ produit: 12 }] });
    expect(parsed.articles).toEqual([{ produit: 12, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }]);
  });

  it('says which field is missing', () => {
    const result = orderCreateSchema.safeParse({ ...orderPayload, articles: [] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['articles'], message: 'Au moins un article est requis.' });
  });

  it.each([
    ['a name and an email', { nom_complet: 'Mbuyi Kalala', email: 'mbuyi@example.cd' }, true],
    ['a name and an empty email', { nom_complet: 'Mbuyi Kalala', email: '' }, true],
    ['a name without email', { nom_complet: 'Mbuyi Kalala' }, true],
    ['no name', { email: 'mbuyi@example.cd' }, false],
    ['a blank name', { nom_complet: ' ' }, false],
    ['a malformed email', { nom_complet: 'Mbuyi Kalala', email: 'mbuyi' }, false],
  ])('guest: %s', (_name, override, ok) => {
    expect(guestOrderCreateSchema.safeParse({ ...orderPayload, ...override }).success).toBe(ok);
  });
});
