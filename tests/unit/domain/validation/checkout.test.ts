import { describe, expect, it } from 'vitest';
import { guestOrderCreateSchema } from '../../../../src/contract/order.ts';
import { lineProductId } from '../../../../src/domain/cart.ts';
import { CASH_ON_DELIVERY, isPaymentMethodAvailable, PAYMENT_METHODS } from '../../../../src/domain/payment.ts';
import { type CheckoutForm, validateCheckout } from '../../../../src/domain/validation/checkout.ts';
import { orderArticlesFromCart, validateOrderPayload } from '../../../../src/domain/validation/order-payload.ts';

const saved = { id: '2', rue: 'Avenue de la Paix', numero: '12', quartier: 'Golf', commune: 'Gombe', ville: 'Kinshasa' };
const form = (over: Partial<CheckoutForm> = {}): CheckoutForm => ({
  fullName: 'Mado Kabila',
  phone: '812345678',
  email: '',
  addressMode: 'new',
  newAddress: { rue: 'Av. Kasa-Vubu', numero: '4', quartier: 'Matonge', commune: 'Kalamu' },
  paymentMethod: CASH_ON_DELIVERY,
  itemCount: 2,
  ...over,
});

describe('validateCheckout', () => {
  it.each([
    [{ itemCount: 0 }, 'Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.', undefined],
    [{ fullName: ' ' }, 'Veuillez remplir tous les champs personnels.', 'fullName'],
    [{ phone: '' }, 'Veuillez remplir tous les champs personnels.', 'phone'],
    [{ phone: '81234567' }, 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).', 'phone'],
    [{ phone: '+243 812 345 6789' }, 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).', 'phone'],
    [{ phone: '0812 345 67' }, 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).', 'phone'],
    [{ phone: '812345678 ou 999' }, 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).', 'phone'],
    [{ newAddress: { rue: 'Av. A', numero: '', quartier: 'Q', commune: 'C' } }, "Veuillez remplir tous les champs d'adresse.", 'address'],
    [{ addressMode: 'saved', savedAddress: null }, "ID d'adresse manquant", 'address'],
    [{ paymentMethod: '' }, 'Veuillez sélectionner un mode de paiement.', 'paymentMethod'],
    [{ paymentMethod: 'carte' }, 'Veuillez sélectionner un mode de paiement.', 'paymentMethod'],
  ] as [Partial<CheckoutForm>, string, string | undefined][])('%j → %s', (over, message, field) => {
    expect(validateCheckout(form(over))).toEqual(field === undefined ? { ok: false, message } : { ok: false, message, field });
  });

  it.each(['+243 812 345 678', '2430812345678', '0812-345-678', '(+243) 812.345.678'])(
    'reads the phone %j as the nine digits it was written for',
    (phone) => {
      const checked = validateCheckout(form({ phone }));
      expect(checked.ok && checked.value.telephone_livraison).toBe('2430812345678');
    },
  );

  it('sends the phone as 2430 + 9 digits and formats a new address', () => {
    expect(validateCheckout(form({ phone: '812 345 678', notes: ' Sonner deux fois ' }))).toEqual({
      ok: true,
      value: {
        nom_complet: 'Mado Kabila',
        email: '',
        notes: 'Sonner deux fois',
        telephone_livraison: '2430812345678',
        adresse_livraison: 'Av. Kasa-Vubu, N°4, Matonge, Kalamu, Kinshasa',
        use_saved_address: false,
        address_id: null,
        mode_paiement: CASH_ON_DELIVERY,
      },
    });
  });

  it('uses a saved address with its id', () => {
    const r = validateCheckout(form({ addressMode: 'saved', savedAddress: saved }));
    expect(r.ok && [r.value.adresse_livraison, r.value.address_id, r.value.use_saved_address]).toEqual([
      'Avenue de la Paix, N°12, Golf, Gombe, Kinshasa',
      '2',
      true,
    ]);
  });

  it('offers only cash on delivery as available', () => {
    expect(PAYMENT_METHODS.filter((m) => m.available).map((m) => m.id)).toEqual([CASH_ON_DELIVERY]);
    expect(isPaymentMethodAvailable('mobile_money')).toBe(false);
  });
});

describe('order payload', () => {
  const lines = [
    { id: 4, nom: 'Primus', prix: '2500.00', quantite: 2, avec_consigne: true, prix_consigne: '300.00' },
    { id: 9, produit: { id: 7, nom: 'Tembo' }, prix_unitaire: '2000.00', quantite: 1 },
    { id: 5, produit_id: '11', nom: 'Fanta', prix: '1000', quantite: '3' },
    { id: 6, nom: 'Cassée', prix: 'abc', quantite: 1 },
  ];

  it.each([
    [{ id: 4 }, 4],
    [{ id: 9, produit: 7 }, 7],
    [{ id: 9, produit: { id: 8 } }, 8],
    [{ id: 1, produit_id: '11' }, 11],
    [{ nom: 'x' }, null],
  ])('lineProductId(%j) → %j', (line, expected) => {
    expect(lineProductId(line)).toBe(expected);
  });

  it('turns valid cart lines into articles (faulty lines left out)', () => {
    expect(orderArticlesFromCart(lines)).toEqual([
      { produit: 4, quantite: 2, avec_consigne: true, bouteilles_echangees: 0 },
      { produit: 7, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 },
      { produit: 11, quantite: 3, avec_consigne: false, bouteilles_echangees: 0 },
    ]);
  });

  const payload = {
    adresse_livraison: 'Av. A, N°1, Q, Gombe, Kinshasa',
    telephone_livraison: '2430812345678',
    use_saved_address: false,
    address_id: null,
    articles: orderArticlesFromCart(lines),
    mode_paiement: CASH_ON_DELIVERY,
    nom_complet: 'Mado',
  };

  it.each([
    [{ adresse_livraison: '' }, 'Adresse de livraison manquante', 'adresse_livraison'],
    [{ use_saved_address: true, address_id: null }, "ID d'adresse manquant", 'address_id'],
    [{ telephone_livraison: ' ' }, 'Numéro de téléphone manquant', 'telephone_livraison'],
    [{ articles: [] }, 'Articles de commande manquants ou format incorrect', 'articles'],
    [{ articles: 'x' }, 'Articles de commande manquants ou format incorrect', 'articles'],
    [{ articles: [{ produit: 'abc', quantite: 1 }] }, 'Articles de commande manquants ou format incorrect', 'articles'],
    [{ articles: [{ produit: 1, quantite: 0 }] }, 'Articles de commande manquants ou format incorrect', 'articles'],
  ])('%j → %s', (over, message, field) => {
    expect(validateOrderPayload({ ...payload, ...over })).toEqual({ ok: false, message, field });
  });

  it('accepts a complete payload that the contract accepts too', () => {
    expect(validateOrderPayload(payload)).toEqual({ ok: true, value: payload });
    expect(guestOrderCreateSchema.safeParse(payload).success).toBe(true);
  });
});
