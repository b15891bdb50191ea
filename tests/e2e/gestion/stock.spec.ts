/**
 * The stock that comes in, as a manager on a 375 px phone uses it: « Saisir une livraison de la brasserie » opens
 * « Réception », what is received is added (40 on 29 makes 69), a count sets the total with its reason, and each
 * product's movements say who changed what. Every stock screen fits phones of 320 to 414 px and is axe clean.
 */
import { expect, type Page, test } from '@playwright/test';
import { productsInStock } from '../history/history-helpers.ts';
import { expectFitsEveryPhone } from '../phones/fit.ts';
import { auth, blockingViolations, createStaff, signIn, staffStock, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 375, height: 812 } });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a stock screen and waits until its products are shown. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
}

test('a delivery of 40 on 29 makes 69, said as « réception +40 (29 → 69) » by the manager; a count sets the total with its reason', async ({
  page,
  request,
}) => {
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  const [, product] = await productsInStock(request);
  const count = await request.post('/api/v1/staff/stock/inventaires/', {
    headers: auth(token),
    data: { motif: 'comptage du matin', articles: [{ produit: product!.id, stock: 29 }] },
  });
  expect(count.status()).toBe(201);
  await signIn(page, token);

  await open(page, '/gestion/aujourdhui', "Aujourd'hui");
  await page.getByRole('link', { name: 'Saisir une livraison de la brasserie' }).click();
  await expect(page.getByRole('heading', { name: 'Réception', level: 1 })).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await page.getByLabel('Rechercher (nom ou marque)').fill(product!.nom);
  await page.getByLabel(`Quantité reçue de ${product!.nom}`).fill('40');
  await page.getByRole('button', { name: 'Ajouter 1 produit reçu' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${product!.nom} : réception +40 (29 → 69)` })).toBeVisible();
  expect(await staffStock(request, token, product!.id)).toBe(69);

  await page.goto('/gestion/stock/inventaire');
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await page.getByLabel('Rechercher (nom ou marque)').fill(product!.nom);
  await page.getByLabel(`Total compté de ${product!.nom}`).fill('66');
  await page.getByRole('button', { name: "Enregistrer l'inventaire (1 produit)" }).click();
  await expect(page.getByRole('alert')).toContainText('Vérifiez les champs signalés.');
  await expect(page.getByLabel("Raison de l'écart")).toBeFocused();
  await page.getByLabel("Raison de l'écart").fill('3 bouteilles cassées');
  await page.getByRole('button', { name: "Enregistrer l'inventaire (1 produit)" }).click();
  await expect(page.getByRole('status').filter({ hasText: `${product!.nom} : inventaire −3 (69 → 66)` })).toBeVisible();

  await page.goto('/gestion/stock');
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await page.getByRole('link', { name: `Mouvements de ${product!.nom}` }).click();
  await expect(page.getByRole('heading', { name: product!.nom })).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'réception +40 (29 → 69)' });
  await expect(history.getByRole('listitem').nth(0)).toContainText('inventaire −3 (69 → 66)');
  await expect(history.getByRole('listitem').nth(0)).toContainText('3 bouteilles cassées');
  await expect(history.getByRole('listitem').nth(1)).toContainText(
    new RegExp(`réception \\+40 \\(29 → 69\\).*par ${escaped(manager.email)}`),
  );
});

test('every stock screen fits phones of 320 to 414 px and has no serious axe violation', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  const [product] = await productsInStock(request);
  await request.post('/api/v1/staff/stock/receptions/', {
    headers: auth(token),
    data: { articles: [{ produit: product!.id, quantite: 12 }] },
  });
  await signIn(page, token);
  const fits = async (state: string, shown: () => Promise<void>) => {
    await expectFitsEveryPhone(page, testInfo, state, shown);
    expect(await blockingViolations(page), state).toEqual([]);
  };

  await open(page, '/gestion/stock', 'Stock');
  await fits('stock', () => expect(page.getByRole('link', { name: 'Réception' })).toBeVisible());

  await open(page, '/gestion/stock/reception', 'Réception');
  await page.getByLabel(new RegExp(`^Quantité reçue de ${escaped(product!.nom)}`)).fill('0');
  await page.getByRole('button', { name: 'Ajouter 1 produit reçu' }).click();
  await fits('réception, ligne refusée', () => expect(page.getByText('Un nombre entier de 1 ou plus.')).toBeVisible());

  await open(page, '/gestion/stock/inventaire', 'Inventaire');
  await page.getByLabel(new RegExp(`^Total compté de ${escaped(product!.nom)}`)).fill('12');
  await page.getByRole('button', { name: "Enregistrer l'inventaire (1 produit)" }).click();
  await fits('inventaire, raison demandée', () => expect(page.getByLabel("Raison de l'écart")).toBeFocused());

  await open(page, `/gestion/stock/mouvements?produit=${product!.id}`, 'Mouvements de stock');
  await fits('mouvements', () => expect(page.getByText(/réception \+12/).first()).toBeVisible());
});
