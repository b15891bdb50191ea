import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { amountText } from '../../amount-text.ts';
import { fillGuestForm } from '../checkout/checkout-helpers.ts';
import { customer, signIn } from '../history/history-helpers.ts';
import { addOpenProduct, cartLine, openCart, openProduct, productNamed } from './cart-helpers.ts';

const CRATE = 'Primus casier 20 × 72 cl';

test.describe("a crate's deposit", () => {
  test('reads « 12 000 FC par casier » on the page, in the dialog, in the cart, at checkout, in my orders and on the invoice', async ({
    page,
    request,
  }) => {
    const crate = await productNamed(request, CRATE);
    const { token } = await customer(request);
    await signIn(page, token);
    await openProduct(page, crate.id);
    const main = page.getByRole('main');
    await expect(main.locator('dl')).toContainText("12 000 FC par casier, si vous n'avez pas de casiers vides à échanger");
    await expect(main.locator('dl')).not.toContainText('par bouteille');
    await expect(page.getByRole('checkbox', { name: 'Avec consigne (12 000 FC par casier)' })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // A crate's deposit is for the crate: the question speaks of crates.
    const dialog = page.getByRole('dialog', { name: 'Avez-vous des casiers vides à échanger ?' });
    await expect(dialog).toContainText('Sans casiers vides à échanger, une consigne de 12 000 FC par casier est ajoutée au prix.');
    await expect(dialog.getByRole('button', { name: "Oui, j'ai des casiers à échanger" })).toBeVisible();
    await dialog.getByRole('button', { name: "Non, je n'ai pas de casiers" }).click();
    await expect(page.getByRole('status').getByText(`${CRATE} a été ajouté à votre panier.`)).toBeVisible();

    await page.waitForURL('**/Mon-panier.html');
    await page.locator('astro-island[component-url*="/CartPage."]:not([ssr])').waitFor({ state: 'attached' });
    await expect(cartLine(page, CRATE)).toContainText('Avec consigne (12 000 FC par casier)');

    await page.goto('/paiement.html');
    await expect(page.getByRole('region', { name: 'Récapitulatif' })).toContainText(`1 × ${CRATE} (avec consigne de 12 000 FC par casier)`);
    await fillGuestForm(page, 'Bienvenu Casier');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    await expect(page.locator('[data-shell="confirmation-commande"]')).toContainText('Téléphone : +243 812 345 678');

    await page.goto('/mes-commandes.html');
    const card = page.getByRole('article').first();
    await card.getByText('Détails de la commande').click();
    await expect(card.getByRole('row', { name: new RegExp(CRATE) })).toContainText('12 000 FC par casier');
    await expect(card).toContainText('+243 812 345 678');
    await expect(page.getByRole('main')).not.toContainText('2430812345678');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Télécharger la facture' }).click(),
    ]);
    const invoice = await readFile((await download.path())!, 'utf8');
    expect(invoice).toContain(amountText('12 000 FC par casier'));
    expect(invoice).toContain('+243 812 345 678');
    expect(invoice).not.toContain('par bouteille');
  });

  test('a single bottle still reads « par bouteille », signed out, from the page to the cart', async ({ page, request }) => {
    const bottle = await productNamed(request, 'Primus 72 cl');
    await openProduct(page, bottle.id);
    await expect(page.getByRole('checkbox', { name: 'Avec consigne (500 FC par bouteille)' })).toBeVisible();
    await addOpenProduct(page, 'Primus 72 cl', false);
    await openCart(page);
    await expect(cartLine(page, 'Primus 72 cl')).toContainText('Avec consigne (500 FC par bouteille)');
  });
});
