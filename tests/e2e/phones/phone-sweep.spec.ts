/**
 * Phones first: every screen, in every state a customer reaches (signed in and out, a full cart with
 * long names and a crate with its deposit, problem lists, order details and every dialog open, the
 * longest first name the API accepts), fits 320, 360, 375 and 414 px: no sideways scroll, no control
 * off screen. A full-page screenshot per state and width is attached to the test's results.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { baseURL as configuredBaseURL } from '../../../playwright.config.ts';
import { fillGuestForm, type GuestAddress, type Product, products } from '../checkout/checkout-helpers.ts';
import { moveOrder, PASSWORD, placeOrder } from '../history/history-helpers.ts';
import { expectFitsEveryPhone } from './fit.ts';

test.use({ isMobile: true, hasTouch: true, actionTimeout: 10_000 });
test.setTimeout(120_000);

/** The longest first name registration accepts (150 characters), written as one hyphenated name. */
const LONGEST_FIRST_NAME =
  'Marie-Thérèse-Bernadette-Ngalula-Kapinga-Tshibola-Mwamba-Kabedi-Nsimba-Makiese-Mbuyi-Kalala-Mulumba-Lukusa-Ilunga-Ntumba-Kasongo-Banza-Kalonji'
    .padEnd(150, 'a')
    .slice(0, 150);

/** A name longer than any of the seed catalogue's, as a cart line may carry. */
const LONG_NAME = 'Jus de fruits tropicaux pressés à froid sans sucre ajouté, bouteille en verre consignée de 75 cl (édition des fêtes)';
/** The longest address a customer types in the sweep: each part as long as a Kinshasa address gets. */
const LONG_ADDRESS: GuestAddress = {
  street: 'Avenue du Commerce prolongée jusqu’au rond-point Victoire',
  number: '1234',
  quartier: 'Quartier Industriel de Limete',
  commune: 'Mont-Ngafula',
};

interface Catalogue {
  crate: Product;
  others: Product[];
}

async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const all = await products(request);
  const crate = all.find((p) => p.nom === 'Primus casier 20 × 72 cl');
  if (!crate) throw new Error('Primus casier 20 × 72 cl introuvable');
  const others = all.filter((p) => p.id !== crate.id && p.stock > 10).slice(0, 3);
  return { crate, others };
}

/** A full anonymous cart: a crate with its deposit, two more lines (one with a very long name) and a faulty line for the problem list. */
function fullPanier({ crate, others }: Catalogue, withProblem: boolean) {
  const line = (p: Product, quantite: number, avec_consigne: boolean, titre = p.nom) => ({
    id: p.id,
    produit: p.id,
    titre,
    nom: titre,
    marque: null,
    prix: p.prix,
    prix_consigne: p.prix_consigne,
    quantite,
    image: null,
    avec_consigne,
  });
  const [first, second, third] = others;
  if (!first || !second || !third) throw new Error('catalogue trop petit');
  const lines: unknown[] = [line(crate, 3, true), line(first, 12, false, LONG_NAME), line(second, 2, false)];
  // A quantity of 0 survives the check against the catalogue: the line stays listed as a problem.
  if (withProblem) lines.push(line(third, 0, false));
  return JSON.stringify(lines);
}

async function openWithStorage(page: Page, path: string, storage: Record<string, string>): Promise<void> {
  await page.goto('/404');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto(path);
}

/** Waits until every island of the page has hydrated. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('signed out, at 320–414 px', () => {
  const pages = [
    '/',
    '/boutique',
    '/achat.html',
    '/categorie/bieres',
    '/support.html',
    '/politique-de-confidentialite.html',
    '/termes-cond.html',
    '/connexion.html',
    '/connexion.html#inscription',
    '/connexion.html#mot-de-passe-oublie',
    '/reset-password/MQ/abc-123',
    '/deconnexion.html',
    '/confirmation-commande',
    `/rattacher-commandes#${'0'.repeat(40)}`,
    '/Mon-panier.html',
    '/paiement.html',
    '/une-page-qui-n-existe-pas',
    '/hors-connexion.html',
  ];
  for (const path of pages) {
    test(`${path}`, async ({ page }, testInfo) => {
      await expectFitsEveryPhone(page, testInfo, path, async () => {
        await page.goto(path);
        await hydrated(page);
      });
    });
  }

  test('the menu open', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'menu open', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).or(page.locator('.menu summary')).first().click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Boutique' })).toBeVisible();
    });
  });

  test("a pending order's banner, the new-version notice and the data saver on, with what it saved", async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'banner notice data saver', async () => {
      await page.goto('/support.html');
      await page.evaluate(() => {
        localStorage.setItem('commandeEnAttente', JSON.stringify({ kind: 'invite', key: 'k', payload: {} }));
        localStorage.setItem('economieDonnees', '1');
      });
      // In data saver mode a category page's header islands wait (nothing stored needs them): the page is done
      // once the switch says « on ».
      await page.goto('/categorie/bieres');
      await expect(page.getByRole('link', { name: "Commande en attente d'envoi" })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Économie de données' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText(/Ko économisés sur cette page/)).toBeVisible();
      // The notice as a new release shows it (its layout only: the release itself is tests/e2e/offline).
      await page.locator('[data-update]').evaluate((notice) => notice.removeAttribute('hidden'));
    });
  });

  test('a category filtered by search and brand', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'category filtered', async () => {
      await page.goto('/categorie/bieres');
      await page.getByRole('searchbox').fill('Primus');
    });
  });

  test('a crate with its deposit, and the consigne dialog open', async ({ page, request }, testInfo) => {
    const { crate } = await catalogue(request);
    await expectFitsEveryPhone(page, testInfo, 'product page', async () => {
      await page.goto(`/produit/${crate.id}`);
      await hydrated(page);
    });
    await expectFitsEveryPhone(page, testInfo, 'consigne dialog', async () => {
      await page.goto(`/produit/${crate.id}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });

  test('a full cart with long names, a crate with deposit and the problem list', async ({ page, request }, testInfo) => {
    const shop = await catalogue(request);
    await expectFitsEveryPhone(page, testInfo, 'full cart', async () => {
      await openWithStorage(page, '/Mon-panier.html', { panier: fullPanier(shop, true) });
      await hydrated(page);
      await expect(page.getByText('Problèmes détectés dans votre panier')).toBeVisible();
    });
  });

  test('the checkout with a full cart: its errors, then the changed prices to accept', async ({ page, request }, testInfo) => {
    const shop = await catalogue(request);
    await expectFitsEveryPhone(page, testInfo, 'checkout errors', async () => {
      await openWithStorage(page, '/paiement.html', { panier: fullPanier(shop, false) });
      await hydrated(page);
      await page.getByRole('button', { name: 'Confirmer la commande' }).click();
      await expect(page.getByText('Veuillez remplir tous les champs personnels.')).toBeVisible();
    });
    await expectFitsEveryPhone(page, testInfo, 'checkout price changes', async () => {
      const drifted = JSON.parse(fullPanier(shop, false)) as { prix: string }[];
      for (const line of drifted) line.prix = '1.00';
      await openWithStorage(page, '/paiement.html', { panier: JSON.stringify(drifted) });
      await hydrated(page);
      await fillGuestForm(page, LONG_NAME, LONG_ADDRESS);
      await page.getByRole('button', { name: 'Confirmer la commande' }).click();
      await expect(page.getByText('Des prix ou des stocks ont changé', { exact: false })).toBeVisible();
    });
  });

  test('the checkout after a server error: its message and « Réessayer »', async ({ page, request }, testInfo) => {
    const shop = await catalogue(request);
    // The price check cannot run and the server answers every order with a 500: nothing is placed.
    await page.route('**/api/v1/cart/anonymous/validate/', (route) => route.abort('failed'));
    await page.route('**/api/v1/orders/commandes/**', (route) => route.fulfill({ status: 500, body: '' }));
    await expectFitsEveryPhone(page, testInfo, 'checkout server error', async () => {
      await openWithStorage(page, '/paiement.html', { panier: fullPanier(shop, false) });
      await hydrated(page);
      await fillGuestForm(page, LONG_NAME, LONG_ADDRESS);
      await page.getByRole('button', { name: 'Confirmer la commande' }).click();
      await expect(page.getByRole('button', { name: 'Réessayer', exact: true })).toBeVisible();
    });
  });

  test('the confirmation page after a real order with long names and a crate with deposit', async ({ page, request }, testInfo) => {
    const shop = await catalogue(request);
    await openWithStorage(page, '/paiement.html', { panier: fullPanier(shop, false) });
    await hydrated(page);
    await fillGuestForm(page, LONG_NAME, LONG_ADDRESS);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    // The cart holds the crate at its full price: the checkout asks to accept its promotion price first.
    await page.getByRole('button', { name: 'Accepter les nouveaux prix et commander' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    await expectFitsEveryPhone(page, testInfo, 'confirmation after an order', async () => {
      await page.reload();
      await hydrated(page);
      await expect(page.getByText(/^Commande n° KB-\d{8}-\d{4}$/)).toBeVisible();
    });
  });

  test('the login page with its errors shown', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'login errors', async () => {
      await page.goto('/connexion.html');
      await hydrated(page);
      await page.getByRole('button', { name: 'Se connecter' }).last().click();
      await expect(page.getByText('Veuillez remplir tous les champs obligatoires')).toBeVisible();
    });
  });
});

test.describe('signed in with the longest first name, a full cart and a delivered order', () => {
  let token = '';
  let userInfo = '';
  let shop: Catalogue;

  test.beforeAll(async ({ request }) => {
    shop = await catalogue(request);
    const email = `long.${Date.now().toString(36)}@example.cd`;
    const registered = await request.post('/api/v1/accounts/register/', {
      data: {
        username: email,
        email,
        password: PASSWORD,
        password_confirm: PASSWORD,
        first_name: LONGEST_FIRST_NAME,
        last_name: 'Lukusa-Mbuyi-Kalala',
        phone_number: '+243812345678',
        role: 'client',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const login = await request.post('/api/v1/token-auth/', { data: { username: email, password: PASSWORD } });
    ({ token } = (await login.json()) as { token: string });
    const auth = { Authorization: `Token ${token}` };
    userInfo = await (await request.get('/api/v1/accounts/me/', { headers: auth })).text();
    const [first, second] = shop.others;
    if (!first || !second) throw new Error('catalogue trop petit');
    const order = await placeOrder(
      request,
      token,
      [
        { produit: shop.crate.id, quantite: 2, avec_consigne: true },
        { produit: first.id, quantite: 6, avec_consigne: false },
      ],
      'Avenue Colonel Mondjiba prolongée, N°1234, Quartier Industriel de Kinkole, Nsele, Kinshasa',
    );
    await moveOrder(request, configuredBaseURL, order.id, 'livree');
    await placeOrder(request, token, [{ produit: second.id, quantite: 1, avec_consigne: false }]);
    const cart = (await (await request.get('/api/v1/cart/paniers/mon_panier/', { headers: auth })).json()) as { id: number };
    for (const [produit, quantite, avec_consigne] of [
      [shop.crate.id, 3, true],
      [first.id, 12, false],
      [second.id, 2, false],
    ] as const) {
      const res = await request.post(`/api/v1/cart/paniers/${cart.id}/ajouter_produit/`, {
        headers: auth,
        data: { produit_id: produit, quantite, avec_consigne },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
  });

  const signedIn = (page: Page, path: string) => openWithStorage(page, path, { authToken: token, userInfo });

  for (const path of [
    '/',
    '/Mon-panier.html',
    '/paiement.html',
    '/mon-compte.html',
    '/modifier-profil.html',
    '/notifications.html',
    '/mes-commandes.html',
    '/rattacher-commandes',
  ]) {
    test(`${path}`, async ({ page }, testInfo) => {
      await expectFitsEveryPhone(page, testInfo, `${path} signed in`, async () => {
        await signedIn(page, path);
        await hydrated(page);
      });
    });
  }

  test('the greeting with the account menu open, then the main menu open', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'account menu open', async () => {
      await signedIn(page, '/');
      await hydrated(page);
      await page.locator('.account-menu summary').click();
      await expect(page.getByRole('link', { name: 'Mes commandes' }).first()).toBeVisible();
    });
    await expectFitsEveryPhone(page, testInfo, 'menu open signed in', async () => {
      await signedIn(page, '/');
      await hydrated(page);
      await page.locator('.menu summary').click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    });
  });

  test('my orders with every order’s details open, then the review dialog', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'order details open', async () => {
      await signedIn(page, '/mes-commandes.html');
      await hydrated(page);
      const summaries = page.getByText('Détails de la commande', { exact: true });
      await expect(summaries.first()).toBeVisible();
      for (const summary of await summaries.all()) await summary.click();
    });
    await expectFitsEveryPhone(page, testInfo, 'review dialog open', async () => {
      await signedIn(page, '/mes-commandes.html');
      await hydrated(page);
      const summaries = page.getByText('Détails de la commande', { exact: true });
      await expect(summaries.first()).toBeVisible();
      for (const summary of await summaries.all()) await summary.click();
      await page.getByRole('button', { name: 'Laisser un avis' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });

  test('the address book with the form open, then with a long address saved', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'address form open', async () => {
      await signedIn(page, '/adresses.html');
      await hydrated(page);
      await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
      await expect(page.getByLabel('Quartier')).toBeVisible();
    });
    const form = page.getByRole('form');
    await form.getByLabel('Rue/Avenue', { exact: true }).fill('Avenue Colonel Mondjiba prolongée jusqu’au rond-point Victoire');
    await form.getByLabel('Numéro', { exact: true }).fill('1234');
    await form.getByLabel('Quartier', { exact: true }).fill('Quartier Industriel de Kinkole');
    await form.getByLabel('Commune', { exact: true }).fill('Mont-Ngafula');
    await form.getByLabel('Téléphone', { exact: true }).fill('0812345678');
    await form.getByLabel('Point de repère (facultatif)').fill('En face de l’église Saint-Joseph, après le grand marché de la Liberté');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
    await expectFitsEveryPhone(page, testInfo, 'address book with an address', async () => {
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
    });
    // The saved address, landmark included, is the checkout's choice; then a new address with its own landmark.
    await page.evaluate((panier) => localStorage.setItem('panier', panier), fullPanier(shop, false));
    await expectFitsEveryPhone(page, testInfo, 'checkout with a saved address and its landmark', async () => {
      await page.goto('/paiement.html');
      await hydrated(page);
      await expect(
        page.getByRole('radio', { name: /En face de l’église Saint-Joseph, après le grand marché de la Liberté/ }),
      ).toBeChecked();
    });
    await expectFitsEveryPhone(page, testInfo, 'checkout with a new address and its landmark', async () => {
      await page.goto('/paiement.html');
      await hydrated(page);
      await page.getByLabel('Nouvelle adresse').check();
      await page.getByLabel('Point de repère (facultatif)').fill('En face de l’église Saint-Joseph, après le grand marché');
    });
  });

  test('a crate with the consigne dialog open', async ({ page }, testInfo) => {
    await expectFitsEveryPhone(page, testInfo, 'consigne dialog signed in', async () => {
      await signedIn(page, `/produit/${shop.crate.id}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
});

test.describe('lines that reach the cart by a link, at 320–414 px', () => {
  test('a full cart with « Partager mon panier » open, then a shared cart to confirm', async ({ page, request }, testInfo) => {
    const shop = await catalogue(request);
    await expectFitsEveryPhone(page, testInfo, 'share panel open', async () => {
      await openWithStorage(page, '/Mon-panier.html', { panier: fullPanier(shop, false) });
      await hydrated(page);
      await page.getByRole('button', { name: 'Partager mon panier' }).click();
      await expect(page.getByRole('textbox', { name: 'Lien de votre panier' })).toBeVisible();
    });
    const [first, second] = shop.others;
    if (!first || !second) throw new Error('catalogue trop petit');
    const link = `/Mon-panier.html?lignes=${shop.crate.id}x3c.${first.id}x12.${second.id}x2.999999x1`;
    await expectFitsEveryPhone(page, testInfo, 'shared cart to confirm', async () => {
      await openWithStorage(page, link, { panier: fullPanier(shop, false) });
      // The shared lines are checked against the catalogue first: a round trip more than the page.
      await expect(page.getByRole('button', { name: 'Ajouter à mon panier' })).toBeVisible({ timeout: 20_000 });
    });
  });

  test('the product page before its island hydrates: the plain form with the consigne question', async ({ page, request }, testInfo) => {
    const { crate } = await catalogue(request);
    // The page's scripts never arrive: what a customer sees before hydration, or without JavaScript.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await expectFitsEveryPhone(page, testInfo, 'product form before hydration', async () => {
      await page.goto(`/produit/${crate.id}`);
      // A crate: the question speaks of crates.
      await expect(page.getByRole('radio', { name: "Non, je n'ai pas de casiers" })).toBeVisible();
    });
  });
});
