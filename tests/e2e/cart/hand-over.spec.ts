/**
 * The island's hand-over to the page's early add never submits the product page's form: no `submit` event reaches it
 * once the island has hydrated, whether the page's script keeps the add (a signed-out first add) or declines it (lines
 * already in the cart, or signed in), and a declined add stays on the product page with its confirmation instead of
 * leaving for `/Mon-panier.html?ajout=…` (what Firefox did with the dispatched `submit`).
 */
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from '../accounts/account-helpers.ts';
import { addOpenProduct, badge, openProduct, productNamed, watchErrors } from './cart-helpers.ts';

/** Counts, from the page's first script on, every `submit` event that reaches the product page's form. */
async function countFormSubmits(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { formSubmits: number };
    counted.formSubmits = 0;
    document.addEventListener('submit', (event) => void ((event.target as Element).id === 'add-to-cart' && counted.formSubmits++), true);
  });
  return () => page.evaluate(() => (window as unknown as { formSubmits: number }).formSubmits);
}

test('a signed-out first add after hydration is kept by the page’s early add without a submit event reaching the form', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const submits = await countFormSubmits(page);
  const primus = await productNamed(request, 'Primus 72 cl');
  await openProduct(page, primus.id);
  await addOpenProduct(page, 'Primus 72 cl', true);
  await expect(badge(page)).toHaveText('1');
  expect(await submits()).toBe(0);
  await page.waitForURL('**/Mon-panier.html');
  expect(errors).toEqual([]);
});

test('a second add, which the page’s early add declines, stays on the product page: no submit event, the line added once', async ({
  page,
  request,
}) => {
  const submits = await countFormSubmits(page);
  const [primus, heineken] = await Promise.all([productNamed(request, 'Primus 72 cl'), productNamed(request, 'Heineken 33 cl')]);
  await openProduct(page, primus.id);
  await addOpenProduct(page, 'Primus 72 cl', true);
  await page.waitForURL('**/Mon-panier.html');
  await openProduct(page, heineken.id);
  await expect(badge(page)).toHaveText('1');
  await addOpenProduct(page, 'Heineken 33 cl', heineken.vendu_avec_consigne ? true : undefined);
  await expect(badge(page)).toHaveText('2');
  expect(page.url()).toMatch(/\/produit\//);
  expect(page.url()).not.toContain('ajout=');
  expect(await submits()).toBe(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('panier') ?? '[]') as { id: number }[]);
  expect(stored.map((line) => line.id).sort()).toEqual([primus.id, heineken.id].sort());
});

test('signed in, an add goes through the cart store: no submit event reaches the form', async ({ page, request }) => {
  const submits = await countFormSubmits(page);
  await signedIn(page, request, 'Panier');
  const primus = await productNamed(request, 'Primus 72 cl');
  await openProduct(page, primus.id);
  await addOpenProduct(page, 'Primus 72 cl', false);
  await expect(badge(page)).toHaveText('1');
  expect(page.url()).not.toContain('ajout=');
  expect(await submits()).toBe(0);
});
