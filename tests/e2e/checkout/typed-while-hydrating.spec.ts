/**
 * Keys typed while the checkout's island hydrates are all kept. The island takes over fields that already hold what
 * the customer typed before its scripts arrived; from the task that commits its hydration to the one that draws it
 * live, React hands the page back to the browser (a task each), and a key typed then must neither be lost nor empty
 * the field. Here the island's scripts are held back while the first characters are typed; once they are released,
 * React's scheduler is held right after the hydration's commit (its next task waits), the rest is typed key by key
 * in that window (tests/e2e/hold-scheduler.ts), then the scheduler goes on.
 */
import { expect, test } from '@playwright/test';
import { armHold, holding, holdSchedulerAfterCommit, releaseHold } from '../hold-scheduler.ts';
import { holdScripts } from '../hold-scripts.ts';
import { orderIdsOf, productNamed, storedCartLines, uniqueName } from './checkout-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

test('keys typed between the hydration of the checkout and its first live render are all kept, and ordered', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  await page.evaluate(
    (value) => localStorage.setItem('panier', value),
    JSON.stringify(storedCartLines([{ product: primus, quantite: 2 }])),
  );
  await holdSchedulerAfterCommit(page, '/CheckoutPage.');
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  const name = uniqueName('Moteurs');
  const nameField = page.getByLabel('Nom complet');
  const quartier = page.getByLabel('Quartier');
  // Before the scripts: the first character of two fields.
  await nameField.pressSequentially(name.slice(0, 1));
  await quartier.pressSequentially('G');
  await armHold(page);
  release();
  // The island has committed its hydration; React's next task waits.
  await holding(page);
  await page.keyboard.type('olf');
  await nameField.click();
  await page.keyboard.press('End');
  await page.keyboard.type(name.slice(1));
  await expect(quartier).toHaveValue('Golf');
  await expect(nameField).toHaveValue(name);
  await releaseHold(page);
  // Live: the summary is the island's; the fields still hold every key, and so does the order.
  await expect(page.getByTestId('total-commande')).not.toHaveText('\u00a0');
  await expect(nameField).toHaveValue(name);
  await expect(quartier).toHaveValue('Golf');
  await page.getByLabel(/^Téléphone/).fill('812345678');
  await page.getByLabel('Avenue / Rue').fill('Avenue du Commerce');
  await page.getByLabel('Numéro', { exact: true }).fill('12');
  await page.getByLabel('Commune').fill('Gombe');
  await page.getByLabel('Paiement à la livraison').check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  await expect.poll(() => orderIdsOf(name).length).toBe(1);
});
