/**
 * The invoice a customer downloads is read on the phone that downloaded it: at 360 px its text keeps its normal size
 * (the document has a viewport) and nothing scrolls sideways; printed, it fits an A5 page as well as an A4 one.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { customer, placeOrder, productsInStock, signIn } from './history-helpers.ts';

const LONG_ADDRESS =
  'Avenue Colonel Mondjiba prolongée jusqu’au rond-point Victoire, N°1234, Quartier Industriel de Kinkole, Nsele, Kinshasa';

/** Width in pixels of a PNG (its IHDR chunk). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

test('the invoice at 360 px: normal text size, no sideways scroll; printed on A5 and A4 without overflow', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const products = await productsInStock(request);
  const { token } = await customer(request);
  const order = await placeOrder(
    request,
    token,
    products.slice(0, 3).map((p, i) => ({ produit: p.id, quantite: i + 1, avec_consigne: i === 0 })),
    LONG_ADDRESS,
  );
  await signIn(page, token);
  await page.goto('/mes-commandes.html');
  const card = page.getByRole('article', { name: `Commande ${order.numero_commande}` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Télécharger la facture' }).click(),
  ]);
  const html = await readFile((await download.path())!, 'utf8');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  try {
    const invoice = await phone.newPage();
    await invoice.setContent(html);
    const shown = await invoice.evaluate(() => ({
      layoutWidth: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      scale: window.visualViewport?.scale ?? 1,
      cellFont: Number.parseFloat(getComputedStyle(document.querySelector('tbody td') ?? document.body).fontSize),
    }));
    // Without a viewport a phone lays the page out 980 px wide and shrinks it: a third of its size.
    expect(shown).toEqual({ layoutWidth: 360, scrollWidth: 360, scale: 1, cellFont: 16 });
    const shot = await invoice.screenshot({ fullPage: true });
    expect(pngWidth(shot)).toBe(360);
    await testInfo.attach('invoice-360.png', { body: shot, contentType: 'image/png' });
    await expect(invoice.getByText(LONG_ADDRESS, { exact: false })).toBeVisible();

    // Printed: the printable width of A5 (148 mm less 2 × 12 mm) and of A4 (210 mm less 2 × 12 mm), at 96 px per inch.
    await invoice.emulateMedia({ media: 'print' });
    for (const [paper, width] of [
      ['A5', 469],
      ['A4', 703],
    ] as const) {
      await invoice.setViewportSize({ width, height: 900 });
      const scrollWidth = await invoice.evaluate(() => document.documentElement.scrollWidth);
      expect({ paper, scrollWidth }).toEqual({ paper, scrollWidth: width });
      await expect(invoice.locator('table.lines thead')).toBeVisible();
    }
  } finally {
    await phone.close();
  }
  // Chromium prints it on both papers (a PDF of each).
  await page.setContent(html);
  for (const format of ['A5', 'A4'] as const) {
    const pdf = await page.pdf({ format });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }
});
