/**
 * Going offline: what a customer saw stays readable, a page never visited says how to order by phone,
 * a pending order reloads on /paiement.html and leaves exactly once when the network is back, and a new
 * release waits for the customer's say-so in an open tab.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { e2eRebuildToken } from '../../../playwright.config.ts';
import { kept } from '../../support/service-worker.ts';
import { fillGuestForm, openCheckoutWith, orderIdsOf, productNamed, uniqueName } from '../checkout/checkout-helpers.ts';

const WAITING = "Commande en attente d'envoi. Nouvel essai dès le retour de la connexion.";
const OFFLINE = 'Vous êtes hors connexion';
const UPDATE_READY = 'Une nouvelle version de la boutique est prête.';

async function axeBlocking(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about the shop's own.
test.use({ serviceWorkers: 'allow' });

test.describe('reading offline', () => {
  test('home, a category and a product visited reload offline; a product never visited shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await kept(page);
    const home = await page.getByRole('heading', { level: 1 }).textContent();
    const categoryHref = (await page.locator('main a[href^="/categorie/"]').first().getAttribute('href')) ?? '';
    await page.goto(categoryHref);
    const category = await page.getByRole('heading', { level: 1 }).textContent();
    const productLinks = page.locator('main a[href^="/produit/"]');
    const productHref = (await productLinks.first().getAttribute('href')) ?? '';
    const unvisitedHref = (await productLinks.last().getAttribute('href')) ?? '';
    expect(unvisitedHref).not.toBe(productHref);
    await page.goto(productHref);
    const product = await page.getByRole('heading', { level: 1 }).textContent();
    await kept(page);

    await context.setOffline(true);
    for (const [href, heading] of [
      ['/', home],
      [categoryHref, category],
      [productHref, product],
    ] as const) {
      await page.goto(href);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    }
    // Its picture too, from the copy kept at the visit.
    await expect
      .poll(() =>
        page
          .locator('main img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.goto(unvisitedHref);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Appeler le +243 812 345 678' })).toHaveAttribute('href', 'tel:+243812345678');
    await expect(page.getByRole('link', { name: 'Écrire sur WhatsApp' })).toHaveAttribute('href', 'https://wa.me/243812345678');
    expect(await axeBlocking(page)).toEqual([]);
    await context.setOffline(false);
  });

  test('a pending order: the banner on every page, /paiement.html reloads offline and shows it, one order once online', async ({
    page,
    context,
    request,
  }) => {
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Sprite 33 cl'), quantite: 2 }]);
    await kept(page);
    await page.goto('/');
    await page.goto('/paiement.html');
    const name = uniqueName('Hors connexion');
    await fillGuestForm(page, name);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page.getByText(WAITING)).toBeVisible();

    await page.reload();
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect(page.getByRole('link', { name: "Commande en attente d'envoi" })).toHaveCount(0);

    await page.goto('/');
    const banner = page.getByRole('link', { name: "Commande en attente d'envoi" });
    await expect(banner).toBeVisible();
    expect(await axeBlocking(page, '[data-pending]')).toEqual([]);
    await banner.focus();
    await expect(banner).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/paiement\.html$/);
    await expect(page.getByText(WAITING)).toBeVisible();
    expect(orderIdsOf(name)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/confirmation-commande$/, { timeout: 30_000 });
    expect(orderIdsOf(name)).toHaveLength(1);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: "Commande en attente d'envoi" })).toBeHidden();
  });
});

test.describe('a new release', () => {
  test('an open tab keeps working, then offers the new version once; « Mettre à jour » hands over and reloads', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await kept(page);
    const workerBefore = await (await request.get('/sw.js')).text();
    const oldScripts = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src));

    const headers = { Authorization: `Bearer ${e2eRebuildToken}` };
    expect((await request.post('/_ops/rebuild', { headers })).status()).toBe(202);
    await expect
      .poll(
        async () => {
          const status = (await (await request.get('/_ops/status', { headers })).json()) as { running: boolean; waiting: boolean };
          return status.running || status.waiting ? 'en cours' : 'fini';
        },
        { timeout: 200_000, intervals: [2000] },
      )
      .toBe('fini');
    expect(await (await request.get('/sw.js')).text()).not.toBe(workerBefore);

    // The open tab still gets its release's scripts, and moves on to another page.
    for (const src of oldScripts) expect((await request.get(src)).status()).toBe(200);
    await page.locator('main a[href^="/categorie/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const notice = page.getByRole('status').filter({ hasText: UPDATE_READY });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    expect(await axeBlocking(page, '[data-update]')).toEqual([]);
    const later = notice.getByRole('button', { name: 'Plus tard' });
    await later.focus();
    await expect(later).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    // Once: the next page of the same visit does not ask again.
    await page.goto('/boutique');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: UPDATE_READY })).toBeHidden();

    // Another tab is another visit: it is offered the version, takes it, and reloads under the new worker.
    const other = await context.newPage();
    await other.goto('/boutique');
    const offered = other.getByRole('status').filter({ hasText: UPDATE_READY });
    await expect(offered).toBeVisible({ timeout: 30_000 });
    const reloaded = other.waitForEvent('load');
    await offered.getByRole('button', { name: 'Mettre à jour' }).click();
    await reloaded;
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByRole('status').filter({ hasText: UPDATE_READY })).toBeHidden();
    expect(await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  });
});

test.describe('data saver', () => {
  test('the first page installs no worker; from the next page on, both pages read offline', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto('/');
    // The switch says « on » once the page's services ran: the worker would have been registered by then.
    await expect(page.getByRole('switch', { name: 'Économie de données' })).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();
    const home = await page.getByRole('heading', { level: 1 }).textContent();

    await page.locator('main a[href^="/categorie/"]').first().click();
    await page.waitForURL(/\/categorie\//);
    const category = await page.getByRole('heading', { level: 1 }).textContent();
    const categoryUrl = page.url();
    const unvisitedHref = (await page.locator('main a[href^="/produit/"]').last().getAttribute('href')) ?? '';
    await kept(page);
    await page.waitForFunction(async () => (await caches.match(new URL('/', location.href).href)) !== undefined, null, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    for (const [href, heading] of [
      [categoryUrl, category],
      ['/', home],
    ] as const) {
      await page.goto(href);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    }
    await page.goto(unvisitedHref);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
    await context.setOffline(false);
  });

  test("with the browser's Save-Data, pictures below the first row wait for a tap; the switch turns it off for good", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const pictures = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/img/')) pictures.add(new URL(r.url()).pathname);
    });
    await page.goto('/categorie/bieres');
    const toggle = page.getByRole('switch', { name: 'Économie de données' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/^Économie de données : \d+ Ko économisés sur cette page\.$/)).toBeVisible();
    expect(await axeBlocking(page, '.saver-row')).toEqual([]);

    const cards = page.locator('main .grid > li');
    expect(await cards.count()).toBeGreaterThan(4);
    const third = cards.nth(2).locator('img');
    const thirdPicture = (await third.getAttribute('src')) ?? '';
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => pictures.size).toBeGreaterThan(0);
    expect([...pictures].some((p) => p.startsWith(thirdPicture.replace(/-320\.webp$/, '')))).toBe(false);

    // A tap on its place shows it, without leaving the page.
    await cards.nth(2).locator('.cover').click();
    await expect(page).toHaveURL(/\/categorie\/bieres$/);
    await expect.poll(() => third.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Keyboard: the switch is reachable and says its state; the choice beats the browser's setting.
    await toggle.focus();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Économie de données' })).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(() =>
        cards
          .nth(5)
          .locator('img')
          .evaluate((img: HTMLImageElement) => getComputedStyle(img).display),
      )
      .not.toBe('none');
  });
});
