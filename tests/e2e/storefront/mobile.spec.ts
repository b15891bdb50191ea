import { expect, test } from '@playwright/test';

test.describe('375 px mobile layout', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/boutique', '/categorie/bieres', '/produit/1', '/support.html', '/termes-cond.html', '/Mon-panier.html']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  }

  test('the menu opens from the keyboard and reaches the shop', async ({ page }) => {
    await page.goto('/');
    const menuLink = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Boutique' });
    await expect(menuLink).toBeHidden();
    await page.locator('.menu summary').focus();
    await page.keyboard.press('Enter');
    await expect(menuLink).toBeVisible();
    await menuLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/boutique$/);
  });

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await page.goto('/support.html');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenu$/);
  });
});
