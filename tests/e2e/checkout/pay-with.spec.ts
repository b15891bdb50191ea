import { expect, test } from '@playwright/test';
import { amountText } from '../../amount-text.ts';
import { fillGuestForm, openCheckoutWith, orderIdsOf, productNamed, uniqueName } from './checkout-helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

test('« Je paie avec » offers only the amounts the shop accepts for the total; one chosen before today’s prices is asked again, never sent', async ({
  page,
  request,
}) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  expect(primus.prix).toBe('2500.00');
  // The cart remembers yesterday's 2 000 FC: 6 × 2 000 + 6 000 of delivery = 18 000 FC.
  await openCheckoutWith(page, [{ product: { ...primus, prix: '2000.00', prix_promo: null }, quantite: 6 }]);
  const name = uniqueName('Monnaie');
  await fillGuestForm(page, name);
  const payWith = page.getByLabel('Je paie avec');
  const offered = () => payWith.locator('option').allTextContents();
  expect(await offered()).toEqual(['Le montant exact', '19 000 FC', '20 000 FC', '50 000 FC', '100 000 FC'].map(amountText));
  await payWith.selectOption({ label: amountText('50 000 FC') });

  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('alert')).toContainText(amountText('Primus 72 cl : le prix passe de 2 000 FC à 2 500 FC.'));
  await page.getByRole('button', { name: 'Accepter les nouveaux prix et commander' }).click();
  // 6 × 2 500 + 6 000 = 21 000 FC: 50 000 FC is no longer among the amounts, so nothing was sent.
  await expect(page.getByRole('alert')).toHaveText(
    'Le total de votre commande a changé : choisissez de nouveau le montant « Je paie avec ».',
  );
  await expect(payWith).toBeFocused();
  await expect(payWith).toHaveValue('');
  expect(await offered()).toEqual(['Le montant exact', '22 000 FC', '25 000 FC', '30 000 FC', '40 000 FC'].map(amountText));
  expect(orderIdsOf(name)).toEqual([]);

  await payWith.selectOption({ label: amountText('25 000 FC') });
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  expect(orderIdsOf(name)).toHaveLength(1);
});
