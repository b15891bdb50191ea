/**
 * « Nouvelle commande »: an order taken by phone goes through the website's very placement (stock, number, figures),
 * shows under the customer's name with its source and its author, and is placed once whatever the network does.
 */
import { expect, test } from '@playwright/test';
import { productNamed } from '../checkout/checkout-helpers.ts';
import { auth, createStaff, signIn, staffStock, tokenOf } from './gestion-helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

type Day = { commandes: number; chiffre_affaires: string; par_source: { source: string; nombre: number; chiffre_affaires: string }[] };

test('the manager enters a phone order for Maman Chantal: placed once despite a lost answer, under her name, by phone, by the manager', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = await createStaff('manager', { first: 'Jeanne', last: 'Mbala' });
  const token = await tokenOf(request, manager.email, manager.password);
  const crate = await productNamed(request, 'Primus casier 20 × 72 cl');
  const stockBefore = await staffStock(request, token, crate.id);
  const dayOf = async () => (await (await request.get('/api/v1/staff/jour/', { headers: auth(token) })).json()) as Day;
  const phoneBefore = (await dayOf()).par_source.find((s) => s.source === 'telephone')?.nombre ?? 0;
  const chantal = async () =>
    ((await (await request.get('/api/v1/staff/commandes/?q=Maman Chantal Ilunga', { headers: auth(token) })).json()) as { count: number })
      .count;
  const chantalBefore = await chantal();

  await signIn(page, token);
  await page.goto('/gestion/');
  await page.getByRole('link', { name: '+ Nouvelle commande' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle commande', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Téléphone' })).toBeChecked();
  await page.getByLabel('Nom complet').fill('Maman Chantal Ilunga');
  await page.getByLabel('Téléphone du client').fill('+243 897 654 321');
  await page.getByLabel('Ajouter un produit').selectOption(String(crate.id));
  const quantity = page.getByLabel(/^Quantité/);
  await quantity.fill('2');
  await expect(page.getByRole('checkbox', { name: /^Avec consigne/ })).toBeChecked();
  await page.getByLabel('Casiers', { exact: true }).fill('0');
  await page.getByLabel('Bouteilles', { exact: true }).fill('12');
  await page.getByLabel('Avenue / Rue').fill('Avenue de la Libération');
  await page.getByLabel('Numéro', { exact: true }).fill('8');
  await page.getByLabel('Quartier').fill('Salongo');
  await page.getByLabel('Commune').selectOption('Lemba');
  await page.getByLabel('Point de repère (facultatif)').fill("derrière l'école Saint-Raphaël");
  // 2 × (46 000 + 12 000): 116 000 FC to collect, delivery free; she pays with 120 000.
  await expect(page.getByRole('definition').filter({ hasText: /^116\s000\sFC$/ })).toBeVisible();
  await page.getByLabel('Je paie avec').selectOption({ label: '120\u00a0000\u00a0FC' });

  // The server places it, but its answer is lost on the way back.
  let lost = false;
  let placed!: () => void;
  const serverAnswered = new Promise<void>((resolve) => {
    placed = resolve;
  });
  await page.route('**/api/v1/staff/commandes/', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue();
    lost = true;
    await route.fetch({ timeout: 60_000 });
    placed();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "La commande de Maman Chantal Ilunga n'a pas reçu de réponse" })).toBeVisible();
  // On a loaded machine the form's own time-out can say so before the server has answered: the order counts once it has.
  await serverAnswered;
  expect(await chantal()).toBe(chantalBefore + 1);
  // Sent again (the form opened again after a reload sends it by itself, with its key): the same order, not a second.
  await page.reload();
  const seeOrder = page.getByRole('link', { name: /^Voir la commande KB-\d{8}-\d{4}$/ });
  await expect(seeOrder).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'enregistrée pour Maman Chantal Ilunga' })).toBeVisible();
  expect(await chantal()).toBe(chantalBefore + 1);
  expect(await staffStock(request, token, crate.id)).toBe(stockBefore - 2);

  // The order screen: how it came and who took it, the empties to collect, the landmark.
  const numero = ((await seeOrder.textContent()) ?? '').replace('Voir la commande ', '');
  await seeOrder.click();
  await expect(page.getByRole('heading', { name: `Commande ${numero}` })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Commande reçue' })).toContainText(
    `Commande reçue par téléphone, prise par ${manager.email}`,
  );
  await expect(page.getByText("derrière l'école Saint-Raphaël", { exact: true })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Articles' });
  await expect(lines.getByText(/vides rendus : 12 bouteilles$/)).toBeVisible();
  // The empties to collect, per product in the units they come in.
  await expect(lines.getByRole('definition').filter({ hasText: new RegExp(`^${crate.nom} : 12 bouteilles$`) })).toBeVisible();

  // The list: her name, Lemba, by phone, by the manager.
  await page.getByRole('link', { name: '← Toutes les commandes' }).click();
  const card = page.getByRole('link', { name: new RegExp(numero) });
  await expect(card).toContainText('Maman Chantal Ilunga');
  await expect(card).toContainText('Lemba · Salongo');
  await expect(card).toContainText(`par téléphone · ${manager.email}`);

  // The day's figures count it, by source.
  const day = await dayOf();
  expect(day.par_source.find((s) => s.source === 'telephone')?.nombre).toBe(phoneBefore + 1);
  await page.goto('/gestion/aujourdhui');
  const byPhone = page
    .getByRole('region', { name: 'Commandes du jour par provenance' })
    .getByRole('listitem')
    .filter({ hasText: 'Téléphone' });
  await expect(byPhone).toContainText(`${phoneBefore + 1} commande`);
});

test('a customer found by phone fills the form with their name and last address', async ({ page, request }) => {
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  const primus = await productNamed(request, 'Primus 72 cl');
  const phone = `2430${String(Date.now()).slice(-9)}`;
  const res = await request.post('/api/v1/orders/commandes/anonyme/', {
    data: {
      nom_complet: 'Papa Jules Kasongo',
      email: '',
      telephone_livraison: phone,
      adresse_livraison: 'Av. Kabasele, N°7, Yolo, Kalamu, Kinshasa',
      notes: 'Point de repère : Station Total',
      mode_paiement: 'paiement_livraison',
      use_saved_address: false,
      articles: [{ produit: primus.id, quantite: 1, avec_consigne: true, bouteilles_echangees: 0 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page, token);
  await page.goto('/gestion/nouvelle-commande');
  await page.getByLabel('Chercher un client (téléphone ou nom)').fill(`0${phone.slice(4)}`);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await page.getByRole('button', { name: 'Choisir Papa Jules Kasongo' }).click();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Papa Jules Kasongo');
  await expect(page.getByLabel('Quartier')).toHaveValue('Yolo');
  await expect(page.getByLabel('Commune')).toHaveValue('Kalamu');
  await expect(page.getByLabel('Point de repère (facultatif)')).toHaveValue('Station Total');
  await expect(page.getByRole('button', { name: /^Livrer à Av\. Kabasele/ })).toBeVisible();
});
