/**
 * The header's greeting and cart badge in the first paint: with every script held back, a signed-in customer with a
 * stored cart sees « Bonjour {prénom} » (its menu opens) and the cart's count, drawn by the header's inline script as
 * text; once the islands hydrate they take them over unchanged: every frame painted shows the same greeting and count,
 * nothing moves, nothing overflows at 360 px. Signed out, the login icon and an empty badge, from the first paint on.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '../cart/cart-helpers.ts';
import { customer, type Product, productNamed, storedCartLines } from '../checkout/checkout-helpers.ts';
import { customer as customerNamed } from '../history/history-helpers.ts';
import { holdScripts } from '../hold-scripts.ts';
import { layoutShiftSum, recordLayoutShifts } from '../layout-shifts.ts';
import { measureFit } from '../phones/fit.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

type Header = { badge: string; greeting: string | null; login: boolean };
type Recorded = { headerFrames: Header[] };

/**
 * Records, at every frame from the first, what the header shows: the badge's text, the visible greeting, whether the
 * login icon shows (call before `goto`). Consecutive equal frames are kept once.
 */
async function recordHeaderFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Header[] = [];
    (window as unknown as Recorded).headerFrames = frames;
    const tick = () => {
      const badge = document.querySelector('[data-cart-badge]');
      if (badge) {
        const greeting = [...document.querySelectorAll<HTMLElement>('.account-menu summary')].find((summary) => summary.checkVisibility());
        const login = document.querySelector<HTMLElement>('[data-account-slot] .icon-link')?.checkVisibility() ?? false;
        const frame = { badge: badge.textContent ?? '', greeting: greeting?.textContent ?? null, login };
        const last = frames.at(-1);
        if (!last || JSON.stringify(last) !== JSON.stringify(frame)) frames.push(frame);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const headerFrames = (page: Page) => page.evaluate(() => (window as unknown as Recorded).headerFrames);

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('header').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signed in as `account` (its user as the API describes it), with these lines in the stored cart. */
async function signedInWithCart(page: Page, account: { token: string }, me: string, lines: { product: Product; quantite: number }[]) {
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  const panier = storedCartLines(lines);
  await page.evaluate(
    ([cart, token, user]) => {
      localStorage.setItem('panier', cart ?? '');
      localStorage.setItem('authToken', token ?? '');
      localStorage.setItem('userInfo', user ?? '');
    },
    [JSON.stringify(panier), account.token, me],
  );
}

const accountIsland = (page: Page) => page.locator('astro-island[component-url*="/AccountMenu."]');
const badgeIsland = (page: Page) => page.locator('astro-island[component-url*="/CartBadge."]');

test('on the checkout, the greeting and the cart count paint before the scripts; the islands keep them, nothing moves', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchErrors(page);
  const account = await customer(request);
  const me = await (await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${account.token}` } })).text();
  const lines = await Promise.all(
    [
      ['Primus 72 cl', 2],
      ['Sprite 33 cl', 3],
      ['Fanta Orange 33 cl', 1],
    ].map(async ([name, quantite]) => ({ product: await productNamed(request, String(name)), quantite: Number(quantite) })),
  );
  await signedInWithCart(page, account, me, lines);
  await recordLayoutShifts(page);
  await recordHeaderFrames(page);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(accountIsland(page)).toHaveAttribute('ssr', '');
  await expect(badgeIsland(page)).toHaveAttribute('ssr', '');

  const greeting = page.locator('.account-menu summary');
  await expect(greeting).toBeVisible();
  await expect(greeting).toHaveAccessibleName('Bonjour Patience');
  await expect(greeting).toHaveAttribute('title', 'Bonjour Patience');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeHidden();
  await expect(page.locator('[data-cart-badge]')).toHaveText('6');
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('header-360-before-scripts.png') });
  // The drawn menu is a real one: it opens, its links lead on, before any script.
  await greeting.click();
  const menu = page.getByRole('navigation', { name: 'Mon espace' });
  await expect(menu.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/mes-commandes.html');
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('header-360-menu-before-scripts.png') });

  release();
  await expect(accountIsland(page)).not.toHaveAttribute('ssr', '');
  await expect(badgeIsland(page)).not.toHaveAttribute('ssr', '');
  // The island's own greeting took the drawn one's place, its menu still open.
  await expect(page.locator('[data-account-slot] > details')).toHaveCount(0);
  await expect(accountIsland(page).locator('.account-menu summary')).toHaveAccessibleName('Bonjour Patience');
  await expect(accountIsland(page).getByRole('link', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.locator('[data-cart-badge]')).toHaveText('6');
  // The checkout's island has read the cart too: every island has settled.
  await expect(page.getByTestId('total-commande')).not.toHaveText('\u00a0');
  expect(await headerFrames(page)).toEqual([{ badge: '6', greeting: 'Bonjour Patience', login: false }]);
  expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('header-360-after-scripts.png') });
  expect(errors).toEqual([]);
});

const HOSTILE = '<img src=x onerror="window.owned=1">Bijou';

test('a first name is drawn as text, before the scripts and after', async ({ page, request }) => {
  const errors = watchErrors(page);
  const account = await customerNamed(request, HOSTILE);
  const me = await (await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${account.token}` } })).text();
  await signedInWithCart(page, account, me, [{ product: await productNamed(request, 'Sprite 33 cl'), quantite: 4 }]);
  await recordHeaderFrames(page);
  const release = await holdScripts(page);
  await page.goto('/');
  await expect(accountIsland(page)).toHaveAttribute('ssr', '');
  await expect(page.locator('.account-menu summary')).toHaveAccessibleName(`Bonjour ${HOSTILE}`);
  await expect(page.locator('.account-menu summary')).toBeVisible();
  expect(await page.locator('header img').count()).toBe(0);
  release();
  await expect(accountIsland(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('[data-account-slot] > details')).toHaveCount(0);
  await expect(accountIsland(page).locator('.account-menu summary')).toHaveAccessibleName(`Bonjour ${HOSTILE}`);
  expect(await headerFrames(page)).toEqual([{ badge: '4', greeting: `Bonjour ${HOSTILE}`, login: false }]);
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('signed out with nothing stored: the login icon and an empty badge from the first paint, kept by the islands', async ({ page }) => {
  const errors = watchErrors(page);
  await recordHeaderFrames(page);
  const release = await holdScripts(page);
  await page.goto('/');
  await expect(accountIsland(page)).toHaveAttribute('ssr', '');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('[data-cart-badge]')).toHaveText('');
  release();
  await expect(accountIsland(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('[data-account-slot] > details')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await headerFrames(page)).toEqual([{ badge: '', greeting: null, login: true }]);
  expect(errors).toEqual([]);
});
