import { expect, type Page, test } from '@playwright/test';
import { e2eRebuildToken } from '../../../playwright.config.ts';
import { approveReview, customer, moveOrder, myReview, placeOrder, productsInStock, signIn } from './history-helpers.ts';

/** A delivered product with its review button: in sight on the order's card, without opening its details. */
const productRow = (page: Page, numero: string, name: string) =>
  page
    .getByRole('article', { name: `Commande ${numero}` })
    .getByRole('region', { name: 'Votre avis sur les produits livrés' })
    .getByRole('listitem')
    .filter({ hasText: name });

test.describe('reviews from a delivered order', () => {
  test('none → pending → approved → edited → pending again; after a rebuild the product page shows the average', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const products = await productsInStock(request);
    const product = products[products.length - 1]!;
    const { token } = await customer(request);
    const order = await placeOrder(request, token, [{ produit: product.id, quantite: 1, avec_consigne: false }]);
    await moveOrder(request, baseURL!, order.id, 'livree');
    await signIn(page, token);
    await page.goto('/mes-commandes.html');
    const row = productRow(page, order.numero_commande, product.nom);

    await row.getByRole('button', { name: 'Laisser un avis' }).click();
    const dialog = page.getByRole('dialog', { name: `Votre avis sur ${product.nom}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Commentaire').fill('Bien fraîche, livrée à l’heure.');
    await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner une note.');
    await dialog.getByRole('radio', { name: '4 étoiles' }).check();
    await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(dialog).toBeHidden();
    const notice = page.getByText('Merci ! Votre avis sera visible après modération.');
    await expect(notice).toBeVisible();
    await expect(row).toContainText('Avis en attente de modération');
    await expect(row.getByText('Avis en attente de modération')).toBeFocused();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(notice).toBeHidden({ timeout: 4500 });

    const review = await myReview(request, token, product.id);
    expect(review).toMatchObject({ approuve: false, note: 4 });
    await approveReview(request, baseURL!, review!.id);
    await page.reload();
    const edit = row.getByRole('button', { name: 'Modifier mon avis' });
    await edit.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await edit.click();
    await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await expect(dialog.getByLabel('Commentaire')).toHaveValue('Bien fraîche, livrée à l’heure.');
    await dialog.getByRole('radio', { name: '5 étoiles' }).check();
    await dialog.getByLabel('Commentaire').fill('Encore mieux la deuxième fois.');
    await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(row).toContainText('Avis en attente de modération');
    expect(await myReview(request, token, product.id)).toMatchObject({ id: review!.id, approuve: false, note: 5 });

    await approveReview(request, baseURL!, review!.id);
    const rebuild = await request.post('/_ops/rebuild', { headers: { Authorization: `Bearer ${e2eRebuildToken}` } });
    expect(rebuild.status()).toBe(202);
    await expect
      .poll(
        async () => {
          const status = (await (
            await request.get('/_ops/status', { headers: { Authorization: `Bearer ${e2eRebuildToken}` } })
          ).json()) as { running: boolean; waiting: boolean };
          if (status.running || status.waiting) return 'en cours';
          return (await (await request.get(`/produit/${product.id}`)).text()).includes('Encore mieux la deuxième fois.')
            ? 'publié'
            : 'pas encore';
        },
        { timeout: 200_000, intervals: [2000] },
      )
      .toBe('publié');
    await page.goto(`/produit/${product.id}`);
    await expect(page.getByText('5/5 (1 avis)')).toBeVisible();
  });
});
