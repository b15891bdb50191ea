/**
 * A new order no one misses, in Chromium: on any gestion screen, with the page hidden, a new order raises a system
 * notification within one poll; the « Alertes » panel keeps the sound per device and fits phones of 320 to 414 px;
 * gestion installs as an app of its own, its worker scoped to /gestion/.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectFitsEveryPhone } from '../phones/fit.ts';
import { blockingViolations, createStaff, signIn, tokenOf } from './gestion-helpers.ts';

const guestOrder = (produit: number) => ({
  nom_complet: 'Maman Chantal Ilunga',
  email: '',
  adresse_livraison: 'Av. Kabambare, N°4, Matete, Lemba, Kinshasa',
  telephone_livraison: '2430897654321',
  notes: '',
  mode_paiement: 'paiement_livraison',
  use_saved_address: false,
  articles: [{ produit, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }],
});

/**
 * Every `new Notification` the page makes, kept in `window.shown`; and the page's visibility as a test sets it:
 * headless Chromium reports every page visible, whatever else is in front, so hiding is told to the page the way
 * the browser tells it (`visibilityState`, then the `visibilitychange` event).
 */
async function watchNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string; tag: string }[] = [];
    const Native = window.Notification;
    class Watched extends Native {
      constructor(title: string, options: NotificationOptions = {}) {
        super(title, options);
        shown.push({ title, body: options.body ?? '', tag: options.tag ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Watched, configurable: true, writable: true });
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible'), configurable: true });
    Object.defineProperty(Document.prototype, 'hidden', { get: () => hidden, configurable: true });
    Object.assign(window, {
      shown,
      setHidden: (value: boolean) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

test.describe('a new order no one misses', () => {
  test.use({ permissions: ['notifications'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('with the page hidden, a new order raises a system notification within one poll, and says itself when the page shows again', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      // Playwright's own line (service workers are blocked in these tests) is no problem of the page.
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('blocked by Playwright')) {
        problems.push(message.text());
      }
    });
    const manager = await createStaff('manager');
    const token = await tokenOf(request, manager.email, manager.password);
    await signIn(page, token);
    await watchNotifications(page);
    const firstLook = page.waitForResponse((res) => res.url().includes('/api/v1/staff/commandes/nouvelles/'));
    await page.goto('/gestion/stock');
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await firstLook;
    // A tap on the page lets it play the sound (browsers refuse sound before one).
    await page.getByRole('heading', { name: 'Stock', level: 1 }).click();
    await page.evaluate(() => (window as unknown as { setHidden: (hidden: boolean) => void }).setHidden(true));

    const created = await request.post('/api/v1/orders/commandes/anonyme/', { data: guestOrder(1) });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as { id: number; numero_commande: string };
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shown: unknown[] }).shown), { timeout: 25_000, intervals: [500] })
      .toEqual([
        {
          title: `Nouvelle commande ${order.numero_commande}`,
          body: expect.stringMatching(/^Maman Chantal Ilunga · /),
          tag: `commande-${order.id}`,
        },
      ]);

    await page.evaluate(() => (window as unknown as { setHidden: (hidden: boolean) => void }).setHidden(false));
    await expect(page.getByRole('status').filter({ hasText: '1 nouvelle commande' })).toBeVisible();
    // The announcement floats over the screen's foot: it fits every phone, and scrolled to the end nothing of the
    // screen stays under it.
    await expectFitsEveryPhone(page, testInfo, 'nouvelle commande annoncée', async (width) => {
      const gap = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const main = document.querySelector('main') as HTMLElement;
        const contentBottom = main.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(main).paddingBottom);
        return (document.querySelector('.g-announced-line') as HTMLElement).getBoundingClientRect().top - contentBottom;
      });
      expect(gap, `${width} px`).toBeGreaterThanOrEqual(0);
    });
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `Voir ${order.numero_commande}` }).click();
    await expect(page.getByRole('heading', { name: `Commande ${order.numero_commande}` })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('« Alertes » keeps the sound per device and fits phones of 320 to 414 px, axe clean', async ({ page, request }, testInfo) => {
    const manager = await createStaff('manager');
    await signIn(page, await tokenOf(request, manager.email, manager.password));
    await page.goto('/gestion/');
    await page.getByText('Alertes', { exact: true }).click();
    const sound = page.getByRole('checkbox', { name: 'Sonnerie à chaque nouvelle commande' });
    await expect(sound).toBeChecked();
    await expect(
      page.getByText("Notifications autorisées : une nouvelle commande s'affiche aussi quand cette page est cachée."),
    ).toBeVisible();
    await expectFitsEveryPhone(page, testInfo, 'alertes ouvertes', () =>
      expect(page.getByRole('button', { name: 'Recevoir les nouvelles commandes sur cet appareil' })).toBeVisible(),
    );
    expect(await blockingViolations(page)).toEqual([]);
    await sound.uncheck();
    await page.reload();
    await page.getByText('Alertes', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Sonnerie à chaque nouvelle commande' })).not.toBeChecked();
  });
});

test.describe('gestion as an app of its own', () => {
  test.use({ serviceWorkers: 'allow' });

  test('its manifest and its service worker are scoped to /gestion/, apart from the storefront', async ({ page, request }) => {
    const manifest = (await (await request.get('/gestion/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Kin Boissons · Gestion',
      id: '/gestion/',
      start_url: '/gestion/',
      scope: '/gestion/',
      display: 'standalone',
    });
    const manager = await createStaff('manager');
    await signIn(page, await tokenOf(request, manager.email, manager.password));
    await page.goto('/gestion/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/gestion/manifest.webmanifest');
    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/gestion/');
        return registration?.active ? `${registration.scope} ${registration.active.scriptURL}` : '';
      });
    await expect.poll(worker).toMatch(/\/gestion\/ .*\/gestion\/sw\.js$/);
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });
});
