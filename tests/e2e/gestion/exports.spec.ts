/**
 * « Exports » on a 375 px phone: a CSV file per need downloaded as the accountant opens it (BOM, « ; », decimal comma),
 * and the price list sent back: a file with one bad line is refused by its line number and changes nothing; a good one
 * shows its changes, then applies them. Axe clean, no sideways scroll.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { auth, blockingViolations, createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 375, height: 812 } });

/** Taps a file's « Télécharger » and reads what the browser saved: its name and its text. */
async function downloaded(page: Page, label: string): Promise<{ name: string; text: string }> {
  const box = page.getByRole('listitem').filter({ hasText: label });
  const [download] = await Promise.all([page.waitForEvent('download'), box.getByRole('button', { name: 'Télécharger' }).click()]);
  const path = await download.path();
  await expect(box.getByRole('status')).toHaveText(`Fichier ${download.suggestedFilename()} téléchargé.`);
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** The price list's text as a file chosen in the form. */
const chooseFile = (page: Page, text: string) =>
  page.getByLabel('Fichier CSV').setInputFiles({ name: 'prix.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('downloads the CSV files and imports the price list back: refused by line, previewed, applied', async ({ page, request }) => {
  const admin = await createStaff('admin');
  const token = await tokenOf(request, admin.email, admin.password);
  await signIn(page, token);
  await page.goto('/gestion/exports');
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();

  const orders = await downloaded(page, 'Commandes et leurs lignes');
  expect(orders.name).toMatch(/^commandes-\d{4}-\d{2}-01-au-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(orders.text.startsWith('\ufeffCommande;Date;Statut;')).toBe(true);

  const prices = await downloaded(page, 'Liste de prix des produits');
  expect(prices.name).toBe('prix.csv');
  const lines = prices.text.split('\r\n');
  // The last product: the one other tests are least likely to order while this one runs.
  const last = (lines.at(-2) ?? '').split(';');
  const [id = '', name = '', , , , price = ''] = last;
  const francs = Number(price.replace(',', '.'));
  const changed = [...lines.slice(0, -2), [id, name, ...last.slice(2, 5), `${francs + 100},00`, ...last.slice(6)].join(';'), ''].join(
    '\r\n',
  );
  const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

  try {
    await chooseFile(page, changed.replace(`\r\n${lines[1]?.split(';')[0]};`, '\r\nx;'));
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText("Fichier refusé, rien n'a changé :");
    await expect(refusal.getByRole('listitem')).toHaveText(['Ligne 2 : identifiant « x » : un nombre entier attendu.']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const unchanged = (await (await request.get(`/api/v1/products/produits/${id}/`)).json()) as { prix: string };
    expect(Math.round(Number(unchanged.prix))).toBe(francs);

    await chooseFile(page, changed);
    await expect(page.getByRole('heading', { name: '1 produit change de prix' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
      `Prix : ${group(francs)}\u00a0FC → ${group(francs + 100)}\u00a0FC`,
    );
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Appliquer ces prix' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 produit a changé de prix.' })).toBeVisible();
    const after = (await (await request.get(`/api/v1/staff/produits/?q=${encodeURIComponent(name)}`, { headers: auth(token) })).json()) as {
      results: { id: number; prix: string }[];
    };
    expect(after.results.find((p) => String(p.id) === id)?.prix).toBe(`${francs + 100}.00`);
    expect(await blockingViolations(page)).toEqual([]);
  } finally {
    await request.patch(`/api/v1/products/produits/${id}/`, { headers: auth(token), data: { prix: `${francs}.00` } });
  }
});
