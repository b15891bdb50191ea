/**
 * The address book belongs to the account: what a customer saves (landmark and phone included) survives a sign-out
 * and comes back on another browser, and the order placed with a saved address carries that address, its landmark and
 * its phone to the staff. Against a backend without the book's endpoint (the shop's Django backend), the book stays in
 * the browser as before: tested behind a proxy that answers DRF's 404 on it (backend-without.ts).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../../playwright.config.ts';
import { openCheckoutWith, productNamed } from '../checkout/checkout-helpers.ts';
import { createStaff, signIn as staffSignIn, tokenOf } from '../gestion/gestion-helpers.ts';
import { loginThroughForm, signedIn } from './account-helpers.ts';
import { backendWithout } from './backend-without.ts';

const HOME = {
  Type: 'Maison',
  'Rue/Avenue': 'Avenue Kabambare',
  Numéro: '47',
  Quartier: 'Matonge III',
  Commune: 'Kalamu',
  'Point de repère (facultatif)': 'entre Bongandanga et Kasa-Vubu, portail vert',
  Téléphone: '0812345678',
};
const OFFICE = {
  Type: 'Bureau',
  'Rue/Avenue': 'Boulevard du 30 Juin',
  Numéro: '5',
  Quartier: 'Centre des affaires',
  Commune: 'Gombe',
  'Point de repère (facultatif)': 'immeuble Sozacom, 3e étage, au-dessus de la banque',
  Téléphone: '+243 999 111 222',
};

/** Adds an address through the book's form. */
async function addAddress(page: Page, fields: Record<string, string>) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une adresse' });
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label, { exact: true });
    if (label === 'Type') await field.selectOption(value);
    else await field.fill(value);
  }
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('status')).toHaveText('Adresse enregistrée.');
}

/** The book's entry of an address, and every part of it the customer typed. */
async function expectWhole(page: Page, fields: Record<string, string>, phone: string) {
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: fields['Rue/Avenue']! });
  await expect(item).toContainText(fields.Type!);
  await expect(item).toContainText(`${fields['Rue/Avenue']}, N°${fields.Numéro}, ${fields.Quartier}, ${fields.Commune}, Kinshasa`);
  await expect(item).toContainText(`Point de repère : ${fields['Point de repère (facultatif)']}`);
  await expect(item).toContainText(phone);
}

async function freshBrowser(browser: Browser) {
  return browser.newContext({ baseURL, locale: 'fr-FR', serviceWorkers: 'block' });
}

test('two addresses with landmarks come back whole on a fresh browser; the order with the second carries its street, landmark and phone to the staff', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email } = await signedIn(page, request, 'Carnet');
  await page.goto('/adresses.html');
  await addAddress(page, HOME);
  await addAddress(page, OFFICE);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

  // Signing out leaves nothing of the book in this browser.
  await page.goto('/deconnexion.html');
  await page.waitForURL('/');
  expect(await page.evaluate(() => localStorage.getItem('userAddresses') ?? '{}')).toBe('{}');

  const context = await freshBrowser(browser);
  try {
    const phone = await context.newPage();
    await loginThroughForm(phone, email);
    // Signed in, the account's book comes down at once (kept for the checkout, offline too), before any page shows it.
    const kept = () => phone.evaluate(() => localStorage.getItem('userAddresses') ?? '');
    await expect.poll(kept).toContain('immeuble Sozacom, 3e étage, au-dessus de la banque');
    expect(await kept()).toContain('entre Bongandanga et Kasa-Vubu, portail vert');
    await phone.waitForURL('/');
    await phone.goto('/adresses.html');
    await expect(phone.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expectWhole(phone, HOME, '+243 812 345 678');
    await expectWhole(phone, OFFICE, '+243 999 111 222');

    // The order, with the office: its street, landmark and phone are what is sent.
    const primus = await productNamed(request, 'Primus 72 cl');
    await openCheckoutWith(phone, [{ product: primus, quantite: 2 }]);
    const office = phone.getByRole('radio', { name: /Boulevard du 30 Juin/ });
    await office.check();
    await expect(phone.getByLabel(/^Téléphone/)).toHaveValue('+243 999 111 222');
    await expect(phone.getByLabel('Paiement à la livraison')).toBeChecked();
    // The order as sent and as answered (read before the page leaves for the confirmation).
    let placed: { payload: { adresse_livraison: string; telephone_livraison: string; notes: string }; id: number } | null = null;
    await phone.route(/\/api\/v1\/orders\/commandes\/$/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      placed = { payload: route.request().postDataJSON(), id: ((await response.json()) as { id: number }).id };
      await route.fulfill({ response });
    });
    await phone.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect.poll(() => placed).not.toBeNull();
    const { payload, id } = placed!;
    expect(payload.adresse_livraison).toBe('Boulevard du 30 Juin, N°5, Centre des affaires, Gombe, Kinshasa');
    expect(payload.telephone_livraison).toBe('2430999111222');
    expect(payload.notes).toBe('Point de repère : immeuble Sozacom, 3e étage, au-dessus de la banque');
    await expect(phone).toHaveURL(/\/confirmation-commande$/);

    // The order as the staff read it in gestion.
    const manager = await createStaff();
    await staffSignIn(page, await tokenOf(request, manager.email, manager.password));
    await page.goto(`/gestion/#commande-${id}`);
    const facts = page.locator('.g-facts');
    await expect(facts.getByText('Boulevard du 30 Juin, N°5, Centre des affaires, Gombe, Kinshasa', { exact: true })).toBeVisible();
    await expect(facts.getByText('immeuble Sozacom, 3e étage, au-dessus de la banque', { exact: true })).toBeVisible();
    await expect(facts.getByRole('link', { name: /\+243 999 111 222/ })).toHaveAttribute('href', /999111222/);
  } finally {
    await context.close();
  }
});

test('a DRF backend without the book’s endpoint (404, as the Django backend answers): the book stays in the browser, the order uses it', async ({
  request,
  browser,
}) => {
  const backend = await backendWithout(baseURL, '/api/v1/accounts/adresses/');
  const context = await browser.newContext({ baseURL: backend.url, locale: 'fr-FR', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signedIn(page, request, 'Django');
    await page.goto('/adresses.html');
    await addAddress(page, HOME);
    await expectWhole(page, HOME, '+243 812 345 678');
    expect(backend.refused).toContain('GET /api/v1/accounts/adresses/');
    const kept = await page.evaluate(() => localStorage.getItem('userAddresses') ?? '');
    expect(kept).toContain('entre Bongandanga et Kasa-Vubu, portail vert');
    // The profile's one address string follows the default address, as the spec has it.
    const profile = await page.evaluate(async () => {
      const res = await fetch('/api/v1/accounts/me/', { headers: { Authorization: `Token ${localStorage.getItem('authToken')}` } });
      return ((await res.json()) as { address: string }).address;
    });
    expect(profile).toBe('Avenue Kabambare, N°47, Matonge III, Kalamu, Kinshasa');
    await page.reload();
    await expectWhole(page, HOME, '+243 812 345 678');

    const primus = await productNamed(request, 'Primus 72 cl');
    await openCheckoutWith(page, [{ product: primus, quantite: 1 }]);
    await expect(page.getByRole('radio', { name: /Avenue Kabambare/ })).toBeChecked();
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/orders/commandes/')),
      page.getByRole('button', { name: 'Confirmer la commande' }).click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({
      adresse_livraison: 'Avenue Kabambare, N°47, Matonge III, Kalamu, Kinshasa',
      telephone_livraison: '2430812345678',
      notes: 'Point de repère : entre Bongandanga et Kasa-Vubu, portail vert',
    });
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    // Nothing was ever written to the missing endpoint: every change stayed in the browser.
    expect(backend.refused.filter((asked) => !asked.startsWith('GET '))).toEqual([]);
    await page.goto('/deconnexion.html');
    await page.waitForURL('/');
    expect(await page.evaluate(() => localStorage.getItem('userAddresses') ?? '{}')).toBe('{}');
  } finally {
    await context.close();
    await backend.close();
  }
});
