/**
 * The publication bar says how many saved changes are not online yet and since when, next to the state of the
 * publication; on a phone it fits (320 to 414 px) and axe finds nothing serious. The serving process's answer is
 * taken as it is, with changes waiting as a publication left them (a stop between « Enregistrer » and the
 * publication): how many wait is the server's own figure, tested with the publication itself
 * (tests/unit/ops/waiting-changes.test.ts, tests/unit/server/gestion-desk.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectFitsEveryPhone } from '../phones/fit.ts';
import { createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 360, height: 780 } });

/** The serving process's answer to `GET /staff/publication/` with `state` laid over it, on every poll. */
async function publicationAs(page: Page, state: Record<string, unknown>): Promise<void> {
  await page.route('**/api/v1/staff/publication/', async (route) => {
    const response = await route.fetch();
    const served = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...served, ...state } });
  });
}

async function axeClean(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  const { violations } = await new AxeBuilder({ page }).include('.g-publication').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the publication bar says how many changes wait and since when, fits a phone and is axe-clean', async ({
  page,
  request,
}, testInfo) => {
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  await publicationAs(page, { modifications_en_attente: 3, en_attente_depuis: '2026-11-28T08:42:00.000Z' });
  await signIn(page, token);
  await page.goto('/gestion/catalogue');
  const bar = page.getByRole('status').filter({ hasText: '3 modifications en attente de publication depuis le' });
  await expect(bar).toBeVisible();
  await expectFitsEveryPhone(page, testInfo, 'publication, modifications en attente', () => expect(bar).toBeVisible());
  await axeClean(page);
});

test('its longest sentences fit a phone too: the whole shop being published with changes waiting, and the rollback asked', async ({
  page,
  request,
}, testInfo) => {
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  await publicationAs(page, {
    etat: 'en_cours',
    site_entier: true,
    modifications_en_attente: 12,
    en_attente_depuis: '2026-11-28T08:42:00.000Z',
  });
  await signIn(page, token);
  await page.goto('/gestion/catalogue');
  const whole = page
    .getByRole('status')
    .filter({ hasText: 'Publication de toute la boutique en cours… Les changements seront en ligne dans une à deux minutes.' });
  await expect(whole).toContainText('12 modifications en attente de publication depuis le');
  await expectFitsEveryPhone(page, testInfo, 'publication de toute la boutique', () => expect(whole).toBeVisible());
  await axeClean(page);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await publicationAs(page, {
    etat: 'en_ligne',
    site_entier: false,
    en_ligne_depuis: '2026-11-28T09:05:00.000Z',
    version_precedente: 'precedente',
    modifications_en_attente: 0,
    en_attente_depuis: null,
  });
  await page.reload();
  await page.getByRole('button', { name: 'Revenir à la version précédente' }).click();
  const confirm = page.getByRole('group', { name: 'Revenir à la version précédente' });
  await expect(confirm.getByRole('button', { name: 'Oui, revenir en arrière' })).toBeVisible();
  await expectFitsEveryPhone(page, testInfo, 'publication, retour arrière demandé', () =>
    expect(confirm.getByRole('button', { name: 'Non, garder cette version' })).toBeVisible(),
  );
  await axeClean(page);
});
