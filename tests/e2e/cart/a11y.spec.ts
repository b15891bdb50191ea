import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { addOpenProduct, cartLine, openCart, openProduct, productNamed } from './cart-helpers.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the consigne dialog and a filled cart have no serious or critical axe violation', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await openProduct(page, primus.id);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await addOpenProduct(page, 'Primus 72 cl', false);
  await openCart(page);
  await expect(cartLine(page, 'Primus 72 cl')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
