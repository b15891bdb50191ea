import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type ApiProduct = { id: number; nom: string; prix: string; stock: number; vendu_avec_consigne: boolean };

/** A product of the seeded catalogue, found by name through the API. */
export async function productNamed(request: APIRequestContext, nom: string): Promise<ApiProduct> {
  let url: string | null = '/api/v1/products/produits/';
  while (url) {
    const page = (await (await request.get(url)).json()) as { results: ApiProduct[]; next: string | null };
    const found = page.results.find((product) => product.nom === nom);
    if (found) return found;
    url = page.next;
  }
  throw new Error(`produit introuvable : ${nom}`);
}

/** Page errors and console errors (a hydration mismatch is logged as one). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Opens a product page and waits for its add-to-cart island to be interactive. */
export async function openProduct(page: Page, id: number): Promise<void> {
  await page.goto(`/produit/${id}`);
  await page.locator('astro-island[component-url*="/AddToCart."]:not([ssr])').waitFor({ state: 'attached' });
}

/** Adds the open product; `hasBottles` answers the consigne dialog when the product asks. */
export async function addOpenProduct(page: Page, name: string, hasBottles?: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  if (hasBottles !== undefined) {
    const dialog = page.getByRole('dialog', { name: 'Avez-vous des bouteilles vides à échanger ?' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button', { name: hasBottles ? "Oui, j'ai des bouteilles à échanger" : "Non, je n'ai pas de bouteilles" })
      .click();
  }
  await expect(page.getByRole('status').getByText(`${name} a été ajouté à votre panier.`)).toBeVisible();
}

export async function openCart(page: Page): Promise<void> {
  await page.goto('/Mon-panier.html');
  await page.locator('astro-island[component-url*="/CartPage."]:not([ssr])').waitFor({ state: 'attached' });
}

export const badge = (page: Page) => page.locator('[data-cart-badge]');
export const cartLine = (page: Page, name: string) => page.getByRole('listitem', { name });
export const cartTotal = (page: Page) => page.getByTestId('cart-total');
