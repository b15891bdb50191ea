/**
 * The checkout on a 360 px phone shows what will be sent: each saved address whole as a card to choose (street and
 * number, quartier, commune, landmark, phone; nothing cut), the only payment method already chosen, and an error that
 * leaves as soon as the customer fixed what it names.
 */
import { expect, type Page, test } from '@playwright/test';
import { measureFit } from '../phones/fit.ts';
import { customer, fillGuestForm, openCheckoutSignedIn, openCheckoutWith, productNamed } from './checkout-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const LONG_HOME = {
  type: 'Maison',
  rue: 'Avenue Colonel Mondjiba prolongée jusqu’au rond-point Victoire',
  numero: '1234',
  quartier: 'Quartier Industriel de Kinkole',
  commune: 'Mont-Ngafula',
  repere: 'En face de l’église Saint-Joseph, après le grand marché de la Liberté, portail vert',
  telephone: '0812345678',
};
const OFFICE = {
  type: 'Bureau',
  rue: 'Boulevard du 30 Juin',
  numero: '5',
  quartier: 'Centre des affaires',
  commune: 'Gombe',
  repere: 'immeuble Sozacom, 3e étage',
  telephone: '+243 999 111 222',
};

const PERSONAL = 'Veuillez remplir tous les champs personnels.';

/** Every part of a card lies inside it and inside the screen: no part cut or scrolled away. */
async function expectWholeCard(page: Page, text: string) {
  const card = page.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(text) }) });
  const cut = await card.evaluate((label, width) => {
    const box = label.getBoundingClientRect();
    const parts = [label, ...label.querySelectorAll<HTMLElement>('span, strong')];
    return {
      outside: box.left < 0 || box.right > width,
      clipped: parts.filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis').length,
    };
  }, 360);
  expect(cut).toEqual({ outside: false, clipped: 0 });
  return card;
}

test('each saved address whole at 360 px, the payment method chosen, the phone of the address chosen, an error gone once fixed', async ({
  page,
  request,
}, testInfo) => {
  const account = await customer(request);
  for (const address of [LONG_HOME, OFFICE]) {
    const res = await request.post('/api/v1/accounts/adresses/', { headers: { Authorization: `Token ${account.token}` }, data: address });
    expect(res.status(), await res.text()).toBe(201);
  }
  const primus = await productNamed(request, 'Primus 72 cl');
  await openCheckoutSignedIn(page, account, [], [{ product: primus, quantite: 2 }]);

  const home = await expectWholeCard(page, 'Avenue Colonel Mondjiba');
  await expect(home).toContainText(
    'Avenue Colonel Mondjiba prolongée jusqu’au rond-point Victoire, N°1234, Quartier Industriel de Kinkole, Mont-Ngafula, Kinshasa',
  );
  await expect(home).toContainText(`Point de repère : ${LONG_HOME.repere}`);
  await expect(home).toContainText('+243 812 345 678');
  const office = await expectWholeCard(page, 'Boulevard du 30 Juin');
  await expect(office).toContainText('Point de repère : immeuble Sozacom, 3e étage');
  await expect(office).toContainText('+243 999 111 222');
  // The default address is chosen, with its phone; the only payment method available is chosen too.
  await expect(page.getByRole('radio', { name: /Avenue Colonel Mondjiba/ })).toBeChecked();
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 812 345 678');
  await expect(page.getByLabel('Paiement à la livraison')).toBeChecked();
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  await testInfo.attach('checkout-360-saved-addresses.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // Cards are radios: the keyboard moves between them, and the phone follows the address chosen.
  await page.getByRole('radio', { name: /Avenue Colonel Mondjiba/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Boulevard du 30 Juin/ })).toBeChecked();
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 999 111 222');

  await page.getByLabel(/^Téléphone/).fill('');
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('alert')).toHaveText(PERSONAL);
  await expect(page.getByLabel(/^Téléphone/)).toBeFocused();
  await page.getByLabel(/^Téléphone/).fill('999111222');
  await expect(page.getByText(PERSONAL)).toHaveCount(0);
});

test('a guest at 360 px: the personal-fields error stays while one is empty and leaves once both are filled', async ({ page, request }) => {
  await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 1 }]);
  await expect(page.getByLabel('Paiement à la livraison')).toBeChecked();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('alert')).toHaveText(PERSONAL);
  await page.getByLabel('Nom complet').fill('Mireille Tshala');
  await expect(page.getByRole('alert')).toHaveText(PERSONAL);
  await expect(page.getByLabel(/^Téléphone/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Téléphone/).fill('812345678');
  await expect(page.getByText(PERSONAL)).toHaveCount(0);
  // The next rule waits for the next press: then the address is asked.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('alert')).toHaveText("Veuillez remplir tous les champs d'adresse.");
  await fillGuestForm(page, 'Mireille Tshala');
  await expect(page.getByText("Veuillez remplir tous les champs d'adresse.")).toHaveCount(0);
});
