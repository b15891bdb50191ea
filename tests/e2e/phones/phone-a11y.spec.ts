/**
 * The phone layouts keep what the wide ones give assistive technology: no serious axe violation at
 * 360 px, the whole first name behind a truncated greeting, the order lines still a table of rows and
 * cells once drawn as cards, and the greeting's menu reachable and usable from the keyboard.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openProduct } from '../cart/cart-helpers.ts';
import { products } from '../checkout/checkout-helpers.ts';
import { customer, moveOrder, placeOrder, signIn } from '../history/history-helpers.ts';

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Roles (and names) of the given kinds in Chromium's accessibility tree of the page: `role` and `role name` for each node. */
async function chromiumRoles(page: Page, kinds: string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && kinds.includes(n.role?.value ?? ''))
    .flatMap((n) => [n.role!.value, `${n.role!.value} ${n.name?.value ?? ''}`.trim()]);
}

const LONG_FIRST_NAME = 'Marie-Thérèse-Bernadette-Ngalula-Kapinga-Tshibola-Mwamba-Kabedi-Nsimba-Makiese-Mbuyi-Kalala';

test('at 360 px, signed in with a long first name: header, orders as cards, review dialog and cart stay accessible', async ({
  page,
  request,
  baseURL,
}) => {
  const inStock = (await products(request)).filter((p) => p.stock > 10);
  const a = inStock.find((p) => Number(p.prix_consigne) > 0);
  const b = inStock.find((p) => p !== a);
  const { token } = await customer(request, LONG_FIRST_NAME);
  const order = await placeOrder(request, token, [
    { produit: a!.id, quantite: 2, avec_consigne: true },
    { produit: b!.id, quantite: 1, avec_consigne: false },
  ]);
  await moveOrder(request, baseURL!, order.id, 'livree');
  await signIn(page, token);

  // The greeting is cut on screen, whole in its accessible name; the keyboard opens its menu.
  await page.goto('/');
  const greeting = page.locator('.account-menu summary');
  await expect(greeting).toHaveAccessibleName(`Bonjour ${LONG_FIRST_NAME}`);
  await expect(greeting).toHaveAttribute('title', `Bonjour ${LONG_FIRST_NAME}`);
  const box = await greeting.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await greeting.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Mes commandes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The order's lines drawn as cards are still a table: a row per line, its product as the row's header.
  await page.goto('/mes-commandes.html');
  const card = page.getByRole('article', { name: `Commande ${order.numero_commande}` });
  await card.getByText('Détails de la commande').click();
  await expect(card.getByRole('row')).toHaveCount(3);
  await expect(card.getByRole('rowheader', { name: a!.nom, exact: true })).toBeVisible();
  await expect(card.getByRole('columnheader', { name: 'Quantité' })).toBeAttached();
  const line = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: b!.nom, exact: true }) });
  await expect(line.getByRole('cell').first()).toHaveText('1');
  // The browser's own accessibility tree (not only the markup) still has the table under the cards' CSS.
  expect(await chromiumRoles(page, ['table', 'row', 'rowheader', 'columnheader', 'cell'])).toEqual(
    expect.arrayContaining(['table', 'row', 'rowheader', `rowheader ${a!.nom}`, 'columnheader Quantité', 'cell 1']),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Laisser un avis' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Hydrated first: a press before it submits the page's plain form to the cart (no dialog; tested in cart-links.spec.ts).
  await openProduct(page, a!.id);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: /^Non/ }).click();
  await page.waitForURL(/\/Mon-panier\.html$/);
  await expect(page.getByRole('checkbox', { name: `Consigne pour ${a!.nom}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 360 px, signed in: the address form with its « Point de repère », the checkout with it, and the page that attaches guest orders, by keyboard and without axe violations', async ({
  page,
  request,
}) => {
  const { token } = await customer(request, 'Repère');
  await signIn(page, token);

  await page.goto('/adresses.html');
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une adresse' });
  // From the city (read-only) the keyboard reaches the landmark, then the phone.
  await form.getByLabel('Ville').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Point de repère (facultatif)')).toBeFocused();
  await page.keyboard.type("En face de l'église Saint-Joseph");
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Téléphone', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Point de repère (facultatif)')).toHaveAttribute('placeholder', "Ex. : en face de l'église Saint-Joseph");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  const [product] = (await products(request)).filter((p) => p.stock > 10);
  await page.evaluate(
    (p) =>
      localStorage.setItem(
        'panier',
        JSON.stringify([
          {
            id: p.id,
            produit: p.id,
            titre: p.nom,
            nom: p.nom,
            marque: null,
            prix: p.prix,
            prix_consigne: null,
            quantite: 1,
            image: null,
            avec_consigne: false,
          },
        ]),
      ),
    product!,
  );
  await page.goto('/paiement.html');
  await page.getByLabel('Commune').focus();
  await page.keyboard.type('Ngaliema');
  await expect(page.locator('#checkout-communes option')).toHaveCount(24);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Point de repère (facultatif)')).toBeFocused();
  await page.keyboard.type('Derrière la station Total');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Ville')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/rattacher-commandes');
  const claim = page.getByRole('button', { name: 'Rattacher mes commandes' });
  await claim.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Aucune nouvelle commande à rattacher.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});
