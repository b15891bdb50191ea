/**
 * The publication bar says how many saved changes are not online yet and since when, next to the state of the
 * publication; on a phone it fits (320 to 414 px) and axe finds nothing serious. The serving process's answer is
 * taken as it is, with changes waiting as a publication left them (a stop between « Enregistrer » and the
 * publication): how many wait is the server's own figure, tested with the publication itself
 * (tests/unit/ops/waiting-changes.test.ts, tests/unit/server/gestion-desk.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectFitsEveryPhone } from '../phones/fit.ts';
import { createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 360, height: 780 } });

test('the publication bar says how many changes wait and since when, fits a phone and is axe-clean', async ({
  page,
  request,
}, testInfo) => {
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  const since = '2026-11-28T08:42:00.000Z';
  await page.route('**/api/v1/staff/publication/', async (route) => {
    const response = await route.fetch();
    const state = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...state, modifications_en_attente: 3, en_attente_depuis: since } });
  });
  await signIn(page, token);
  await page.goto('/gestion/catalogue');
  const bar = page.getByRole('status').filter({ hasText: '3 modifications en attente de publication depuis le' });
  await expect(bar).toBeVisible();
  await expectFitsEveryPhone(page, testInfo, 'publication, modifications en attente', () => expect(bar).toBeVisible());
  await page.setViewportSize({ width: 360, height: 780 });
  const { violations } = await new AxeBuilder({ page }).include('.g-publication').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
