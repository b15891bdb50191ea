/**
 * The checkout's form is in the page as built: with every script held back, the customer sees the fields and the
 * button, types, and presses « Confirmer la commande »; once the scripts arrive, what was typed is there and the press
 * is sent, once.
 */
import { expect, type Page, test } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';
import { measureFit } from '../phones/fit.ts';
import { orderIdsOf, productNamed, uniqueName } from './checkout-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

async function withCart(page: Page, lines: { id: number; nom: string; prix: string; quantite: number }[]) {
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  const panier = lines.map((l) => ({
    ...l,
    produit: l.id,
    titre: l.nom,
    marque: null,
    prix_consigne: null,
    image: null,
    avec_consigne: false,
  }));
  await page.evaluate((value) => localStorage.setItem('panier', value), JSON.stringify(panier));
}

const island = (page: Page) => page.locator('astro-island[component-url*="/CheckoutPage."]');

test('what is typed before the scripts arrive is kept, and a press before them places the order once', async ({
  page,
  request,
}, testInfo) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await withCart(page, [{ id: primus.id, nom: primus.nom, prix: primus.prix, quantite: 2 }]);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  // The form as built, at 360 px: every field with its label, the payment chosen, the button live; nothing off screen.
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  await testInfo.attach('checkout-360-before-scripts.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const name = uniqueName('Aimée Kabila');
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel(/^Téléphone/).fill('812345678');
  await page.getByLabel('Avenue / Rue').fill('Avenue du Commerce');
  await page.getByLabel('Numéro', { exact: true }).fill('12');
  await page.getByLabel('Quartier').fill('Golf');
  await page.getByLabel('Commune').fill('Gombe');
  await expect(page.getByLabel('Paiement à la livraison')).toBeChecked();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText('Votre commande partira dès que la page sera prête…')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-360-press-kept.png'), fullPage: true });
  await expect(page).toHaveURL(/\/paiement\.html$/);
  expect(orderIdsOf(name)).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  await expect.poll(() => orderIdsOf(name).length).toBe(1);
});

test('typed before the scripts arrive and not yet sent: the fields keep it once the island is live', async ({ page, request }) => {
  const sprite = await productNamed(request, 'Sprite 33 cl');
  await withCart(page, [{ id: sprite.id, nom: sprite.nom, prix: sprite.prix, quantite: 3 }]);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  await page.getByLabel('Nom complet').fill('Jeanne Mbala');
  await page.getByLabel('Quartier').fill('Matonge');
  await page.getByLabel('Note pour le livreur (facultatif)').fill('Portail bleu');
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  // Once live, the summary is drawn from the cart, and the fields still hold what was typed, as the draft.
  await expect(page.getByTestId('total-commande')).not.toHaveText('\u00a0');
  await expect(page.getByLabel('Nom complet')).toHaveValue('Jeanne Mbala');
  await expect(page.getByLabel('Quartier')).toHaveValue('Matonge');
  await expect(page.getByLabel('Note pour le livreur (facultatif)')).toHaveValue('Portail bleu');
  // And the island owns them: a press now names what is still missing, not what was typed.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Jeanne Mbala');
});

test('without JavaScript the checkout shows the notice with the phone number, not a form that cannot send', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paiement.html');
  // The notice is the page's `<noscript>`, which this emulation parses as text: read in the page as served.
  const html = await (await page.request.get('/paiement.html')).text();
  expect(html).toMatch(/<noscript><p [^>]*>Cette page a besoin de JavaScript\. Activez-le ou appelez-nous/);
  await expect(page.getByRole('textbox', { name: 'Nom complet' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirmer la commande' })).toBeHidden();
  await context.close();
});

test('the checkout island asks for every module it needs in one wave, before any has arrived', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await withCart(page, [{ id: primus.id, nom: primus.nom, prix: primus.prix, quantite: 1 }]);
  const html = await (await request.get('/paiement.html')).text();
  const listed =
    html.match(/<astro-island\b[^>]*component-url="\/_astro\/CheckoutPage\.[^>]* data-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
  expect(listed).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/_astro\/CheckoutPage\./), expect.stringMatching(/^\/_astro\/islands\./)]),
  );
  const asked: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**/*.js', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.fallback();
  });
  await page.goto('/paiement.html');
  // Nothing has arrived, and the island has already asked for all it needs: one round trip, not one per level of imports.
  await expect.poll(() => listed.filter((url) => !asked.includes(url))).toEqual([]);
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  expect(asked.filter((url, i) => asked.indexOf(url) !== i)).toEqual([]);
});
