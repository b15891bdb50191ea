/**
 * What a browser may hold under `panier`, for the property tests of the light copies that read it before the islands
 * hydrate (the cart page's summary, the header's badge): the shop's own lines, near misses of them, older shapes and
 * garbage.
 */
import fc from 'fast-check';
import { centsToDecimalString } from '../../../../src/domain/money.ts';
import { lineFromProduct } from '../../../../src/stores/cart/lines.ts';

// Stored values as found in any browser: the shop's own shapes, older ones, and garbage.
const id = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.constantFrom(0, -1, 1.5, null, '12', 'abc'),
  fc.record({ id: fc.integer({ min: 1, max: 99 }) }),
);
const amount = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map(centsToDecimalString),
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc.tuple(fc.nat(99_999), fc.nat(9)).map(([whole, tenth]) => `${whole}.${tenth}`),
  fc.tuple(fc.nat(99_999), fc.nat(999)).map(([whole, rest]) => `${whole}.${String(rest).padStart(3, '0')}`),
  fc.double({ min: -10, max: 1e7, noNaN: false }),
  fc.integer({ min: 0, max: 100_000 }),
  fc.constantFrom(null, ' 12', '12 ', 'abc', '', -5, true, [5], '1e3', '007.5', 0.07, 1e-7, 1e21, -0),
);
const rawLine = fc.record(
  {
    id,
    produit: id,
    produit_id: id,
    titre: fc.oneof(fc.string(), fc.constantFrom('  ', '<img src=x onerror=alert(1)>', ' Primus '), fc.constant(null), fc.integer()),
    nom: fc.oneof(fc.string(), fc.constant(null)),
    prix: amount,
    prix_consigne: amount,
    quantite: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.constantFrom('2', ' 3 ', 1.5, null, 1e300, 0)),
    avec_consigne: fc.oneof(fc.boolean(), fc.constantFrom('true', null, 1)),
    marque: fc.oneof(fc.string(), fc.constant(null), fc.record({ nom: fc.string() }), fc.constant(3)),
    image: fc.oneof(fc.string(), fc.constant(null), fc.constant(5)),
    unite: fc.oneof(
      fc.string(),
      fc.constantFrom('Casier de 20 bouteilles', 'Canettes 33 cl', 'Bônbonne', 'constructor', 'toString', 'articles'),
      fc.constant(3),
    ),
  },
  { requiredKeys: [] },
);
// A cart as the shop writes it: lines made by the cart store from the catalogue's products.
export const shopLine = fc
  .record({
    id: fc.integer({ min: 1, max: 100_000 }),
    nom: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
    prix: fc.integer({ min: 0, max: 50_000_000 }).map(centsToDecimalString),
    prix_promo: fc.option(fc.integer({ min: 0, max: 50_000_000 }).map(centsToDecimalString)),
    prix_consigne: fc.option(fc.integer({ min: 0, max: 5_000_000 }).map(centsToDecimalString)),
    stock: fc.nat(500),
    image: fc.option(fc.webUrl()),
    marque: fc.option(fc.string()),
    unite: fc.option(fc.string()),
    quantity: fc.integer({ min: 1, max: 500 }),
    withConsigne: fc.boolean(),
  })
  .map(({ quantity, withConsigne, ...product }) => lineFromProduct(product, quantity, withConsigne && product.prix_consigne !== null));

// A shop's line with one field, or a few, replaced by what any browser may hold (the near misses).
const alteredLine = fc.tuple(shopLine, rawLine).map(([line, changes]) => ({ ...line, ...changes }));
export const storedText = fc.oneof(
  fc
    .array(fc.oneof({ weight: 8, arbitrary: rawLine }, { weight: 1, arbitrary: fc.constantFrom(3, null, [], 'x') }), { maxLength: 5 })
    .map((items) => JSON.stringify(items)),
  fc
    .array(
      fc.oneof(
        { weight: 8, arbitrary: shopLine },
        { weight: 2, arbitrary: alteredLine },
        { weight: 1, arbitrary: fc.constantFrom(3, null, []) },
      ),
      {
        maxLength: 5,
      },
    )
    .map((items) => JSON.stringify(items)),
  fc.string(),
  fc.constantFrom('null', '{}', '[]', '', '[{"id":1}'),
);
