import { describe, expect, it } from 'vitest';
import { guestOrder, json, makeShop, type OrderBody, type ReviewBody } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

const NUL = 'Les caractères nuls ne sont pas autorisés.';
const CONTROL = 'Les caractères de contrôle ne sont pas autorisés.';
const ONE_LINE = 'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les tabulations.';
const BIDI = "Les caractères qui inversent le sens d'écriture du texte ne sont pas autorisés.";
/** « Jean » then a right-to-left override: « Florence » written backwards shows as « Jean Florence ». */
const REVERSED = 'Jean \u202eecnerolF';

/** A customer with a delivered order of product 1 (so they may review it), a review of theirs, and the staff. */
async function fixture(shop: Shop) {
  const customer = await shop.register('client@example.cd');
  const admin = await shop.staff('admin@kinboissons.cd');
  const order = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 1 }]) }),
  );
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: admin, json: { statut } });
  }
  const review = await json<ReviewBody>(
    await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', {
      token: customer,
      json: { produit: 1, note: 4, commentaire: 'Bien fraîche' },
    }),
  );
  return { customer, admin, review: review.id };
}

const registration = (extra: Record<string, string>) => ({
  username: 'n@example.cd',
  email: 'n@example.cd',
  password: 'motdepasse1',
  password_confirm: 'motdepasse1',
  first_name: 'Nana',
  last_name: 'Mbala',
  phone_number: '',
  ...extra,
});

// [what, who sends it, method, path, body, field refused, message]
const cases: [string, 'anonymous' | 'customer' | 'admin', string, (ids: { review: number }) => string, unknown, string, string][] = [
  [
    'a review comment with NUL',
    'customer',
    'PATCH',
    (i) => `/api/v1/products/avis/${i.review}/`,
    { commentaire: 'Top\u0000' },
    'commentaire',
    NUL,
  ],
  [
    'a review comment with an escape sequence',
    'customer',
    'PATCH',
    (i) => `/api/v1/products/avis/${i.review}/`,
    { commentaire: 'Top\u001b[2J' },
    'commentaire',
    CONTROL,
  ],
  [
    "a guest order's notes with an escape",
    'anonymous',
    'POST',
    () => '/api/v1/orders/commandes/anonyme/',
    guestOrder([{ produit: 3 }], { notes: 'Sonnez\u001b]52;c;' }),
    'notes',
    CONTROL,
  ],
  [
    "a customer's order notes with a C1 control",
    'customer',
    'POST',
    () => '/api/v1/orders/commandes/',
    guestOrder([{ produit: 3 }], { notes: 'Portail\u009b' }),
    'notes',
    CONTROL,
  ],
  [
    "a guest's name on two lines",
    'anonymous',
    'POST',
    () => '/api/v1/orders/commandes/anonyme/',
    guestOrder([{ produit: 3 }], { nom_complet: 'Mireille\nBcc: x@y.cd' }),
    'nom_complet',
    ONE_LINE,
  ],
  [
    "a guest's name turned around",
    'anonymous',
    'POST',
    () => '/api/v1/orders/commandes/anonyme/',
    guestOrder([{ produit: 3 }], { nom_complet: REVERSED }),
    'nom_complet',
    BIDI,
  ],
  [
    'a profile last name with an escape',
    'customer',
    'PATCH',
    () => '/api/v1/accounts/me/',
    { last_name: 'Kabila\u001b[31m' },
    'last_name',
    CONTROL,
  ],
  ['a profile last name on two lines', 'customer', 'PATCH', () => '/api/v1/accounts/me/', { last_name: 'Ka\nbila' }, 'last_name', ONE_LINE],
  ['a profile first name turned around', 'customer', 'PATCH', () => '/api/v1/accounts/me/', { first_name: REVERSED }, 'first_name', BIDI],
  [
    'a profile address with a bell',
    'customer',
    'PATCH',
    () => '/api/v1/accounts/me/',
    { address: 'Av. du Commerce\u0007' },
    'address',
    CONTROL,
  ],
  [
    'a sign-up first name turned around',
    'anonymous',
    'POST',
    () => '/api/v1/accounts/register/',
    registration({ first_name: REVERSED }),
    'first_name',
    BIDI,
  ],
  [
    'a sign-up last name on two lines',
    'anonymous',
    'POST',
    () => '/api/v1/accounts/register/',
    registration({ last_name: 'Mbala\r\nX' }),
    'last_name',
    ONE_LINE,
  ],
  [
    "the support form's name on two lines",
    'anonymous',
    'POST',
    () => '/api/v1/contact/message/',
    { name: 'Jean\nBcc: x@y.cd', email: 'j@example.cd', message: 'Bonjour' },
    'name',
    ONE_LINE,
  ],
  [
    "a staff member's first name with NUL",
    'admin',
    'POST',
    () => '/api/v1/staff/personnel/',
    { email: 'g@kinboissons.cd', first_name: 'Gé\u0000rant', password: 'motdepasse1' },
    'first_name',
    NUL,
  ],
  [
    "a staff member's last name turned around",
    'admin',
    'POST',
    () => '/api/v1/staff/personnel/',
    { email: 'g@kinboissons.cd', first_name: 'Gérant', last_name: '\u202eruetarepo', password: 'motdepasse1' },
    'last_name',
    BIDI,
  ],
  [
    "an order's phone on two lines",
    'anonymous',
    'POST',
    () => '/api/v1/orders/commandes/anonyme/',
    guestOrder([{ produit: 3 }], { telephone_livraison: '243\n0812345678' }),
    'telephone_livraison',
    ONE_LINE,
  ],
];

describe('the one text rule holds on every free-text field', () => {
  it.each(cases)('%s is refused, and nothing is written', async (_, who, method, path, body, field, message) => {
    const shop = makeShop();
    const ids = await fixture(shop);
    const before = await shop.query(
      'SELECT (SELECT COUNT(*) FROM commandes) AS orders, (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM contact_messages) AS messages',
    );
    const profile = await shop.query("SELECT first_name, last_name, address FROM users WHERE email = 'client@example.cd'");
    const token = who === 'customer' ? ids.customer : who === 'admin' ? ids.admin : undefined;
    const res = await shop.call(method, path(ids), { token, json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
    expect(
      await shop.query(
        'SELECT (SELECT COUNT(*) FROM commandes) AS orders, (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM contact_messages) AS messages',
      ),
    ).toEqual(before);
    expect(await shop.query("SELECT first_name, last_name, address FROM users WHERE email = 'client@example.cd'")).toEqual(profile);
    expect(await shop.query('SELECT commentaire FROM avis')).toEqual([{ commentaire: 'Bien fraîche' }]);
  });

  it('what people really write still goes through: accents, apostrophes, an address and notes on several lines', async () => {
    const shop = makeShop();
    const ids = await fixture(shop);
    const profile = await shop.call('PATCH', '/api/v1/accounts/me/', {
      token: ids.customer,
      json: { first_name: 'Kongolo', last_name: "N'Sele-Mbuyi", address: 'Av. Kasa-Vubu, N°12\nMatonge, Kalamu' },
    });
    expect(profile.status).toBe(200);
    const order = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 3 }], { nom_complet: 'Élodie Tshala-Ngoy', notes: 'Sonnez deux fois.\nPortail bleu.' }),
    });
    expect(order.status).toBe(201);
    const comment = await shop.call('PATCH', `/api/v1/products/avis/${ids.review}/`, {
      token: ids.customer,
      json: { commentaire: 'Bien fraîche,\nlivrée à l’heure 👍' },
    });
    expect(comment.status).toBe(200);
  });
});
