import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pageTypes = {
  home: '/',
  categories: '/boutique',
  category: '/categorie/bieres',
  shop: '/achat.html',
  product: '/produit/1',
  support: '/support.html',
  legal: '/termes-cond.html',
  'cart shell': '/Mon-panier.html',
  'login shell': '/connexion.html',
  'not found': '/produit/987654',
};

for (const [type, path] of Object.entries(pageTypes)) {
  test(`${type} page has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
