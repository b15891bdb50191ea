import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/api-error.ts';
import type { GuestOrdersAnswer, GuestOrdersClaim } from '../../../../src/contract/guest-orders.ts';
import { createGuestOrders, guestSignUpOf } from '../../../../src/stores/account/guest-orders.ts';
import type { ConfirmedOrder } from '../../../../src/stores/stored/orders.ts';

const order = (over: Record<string, unknown> = {}) =>
  ({
    id: 7,
    numero_commande: 'KB-20261121-0007',
    date_commande: '2026-11-21T09:30:00Z',
    statut: 'en_attente',
    total_commande: '11000.00',
    frais_livraison: '6000.00',
    adresse_livraison: 'Av. X',
    telephone_livraison: '2430812345678',
    nom_client: 'Mireille',
    email: 'mireille@example.cd',
    token_suivi: '0123456789abcdef0123456789abcdef01234567',
    articles: [],
    ...over,
  }) as unknown as NonNullable<ConfirmedOrder['order']>;
const confirmed = (o: ConfirmedOrder['order'], signedIn = false): ConfirmedOrder => ({
  order: o,
  recap: { lines: [], totalCents: 0 },
  signedIn,
  confirmedAt: '2026-11-21T09:30:00Z',
});

describe('what the sign-up form fills in after a guest order', () => {
  it.each([
    ['a guest order', confirmed(order()), { email: 'mireille@example.cd', phone: '+243 812 345 678' }],
    ['a guest order without e-mail', confirmed(order({ email: null })), { email: '', phone: '+243 812 345 678' }],
    ['an order of an account', confirmed(order(), true), null],
    ['an order without tracking token', confirmed(order({ token_suivi: null })), null],
    ['nothing confirmed', null, null],
  ])('%s', (_, value, expected) => {
    expect(guestSignUpOf(value)).toEqual(expected);
  });
});

describe('attaching guest orders', () => {
  const shop = (answer: () => Promise<GuestOrdersAnswer>, held: ConfirmedOrder | null = confirmed(order())) => {
    const claims: GuestOrdersClaim[] = [];
    const store = createGuestOrders({
      api: {
        claimGuestOrders: (payload) => {
          claims.push(payload);
          return answer();
        },
        confirmGuestOrders: () => answer(),
      },
      $confirmed: atom(held),
    });
    return { store, claims };
  };

  it.each([
    [
      { rattachees: 1, lien_envoye: true },
      '1 commande rattachée à votre compte. Si des commandes ont été passées sans compte avec votre adresse e-mail, nous vous avons envoyé un lien pour les rattacher.',
    ],
    [{ rattachees: 0, lien_envoye: false }, 'Aucune nouvelle commande à rattacher.'],
    [{ rattachees: 3, lien_envoye: false }, '3 commandes rattachées à votre compte.'],
  ])('%j says %j', async (answer, text) => {
    const { store, claims } = shop(() => Promise.resolve(answer));
    await store.claim();
    expect(claims).toEqual([{ token_suivi: '0123456789abcdef0123456789abcdef01234567' }]);
    expect(store.$claim.get()).toEqual({ busy: false, notice: { kind: 'ok', text } });
  });

  it("sends no token when this browser placed no guest order, and shows the server's refusal", async () => {
    const refusal = new ApiError("Ce lien n'est plus valable.", { kind: 'http', status: 400 });
    const { store, claims } = shop(() => Promise.reject(refusal), null);
    await store.claim();
    expect(claims).toEqual([{}]);
    await store.confirm('secret');
    expect(store.$claim.get()).toEqual({ busy: false, notice: { kind: 'error', text: "Ce lien n'est plus valable." } });
  });
});
