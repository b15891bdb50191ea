import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../../../playwright.config.ts';
import { staffToken } from '../../integration/ops/staff.ts';

const dataDir = e2eDataDir;
const PASSWORD = 'motdepasse1';

export type Product = { id: number; nom: string; prix: string; prix_promo: string | null; prix_consigne: string | null; stock: number };

/** Every product of the catalogue, through the API. */
export async function products(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/v1/products/produits/?page_size=200');
  const body = (await res.json()) as { results?: Product[] } | Product[];
  return Array.isArray(body) ? body : (body.results ?? []);
}

export async function productNamed(request: APIRequestContext, nom: string): Promise<Product> {
  const found = (await products(request)).find((p) => p.nom === nom);
  if (!found) throw new Error(`produit introuvable : ${nom}`);
  return found;
}

/** A unique customer name per test: orders are found by it. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Lines as the cart store writes them under `panier`. */
export const storedCartLines = (lines: { product: Product; quantite: number; avec_consigne?: boolean }[]) =>
  lines.map(({ product, quantite, avec_consigne = false }) => ({
    id: product.id,
    produit: product.id,
    titre: product.nom,
    nom: product.nom,
    marque: null,
    prix: product.prix_promo && Number(product.prix_promo) < Number(product.prix) ? product.prix_promo : product.prix,
    prix_consigne: product.prix_consigne,
    quantite,
    image: null,
    avec_consigne,
  }));

/** Puts lines in the browser cart (`panier`, as the cart store writes them), then opens the checkout. */
export async function openCheckoutWith(page: Page, lines: { product: Product; quantite: number; avec_consigne?: boolean }[]) {
  // Signed in, the page loads the server's cart into the store, which then writes `panier`: written before that
  // answer, the lines below would be overwritten by it.
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  await page.evaluate((value) => localStorage.setItem('panier', value), JSON.stringify(storedCartLines(lines)));
  await page.goto('/paiement.html');
  await expect(page.getByRole('button', { name: 'Confirmer la commande' })).toBeVisible();
}

/** A saved address of the book as the browser keeps it (`userAddresses`): the customer's home in Kalamu. */
export const HOME_ADDRESS = {
  id: '2',
  type: 'Maison',
  rue: 'Avenue Kasa-Vubu',
  numero: '40',
  quartier: 'Matonge',
  commune: 'Kalamu',
  ville: 'Kinshasa',
  telephone: '998877665',
  is_default: true,
};

/**
 * Signed in with `token` and an address book (`userAddresses`, the customer's list under their id), then the
 * checkout with these lines in the cart.
 */
export async function openCheckoutSignedIn(
  page: Page,
  account: { token: string; user: { id: number } },
  addresses: object[],
  lines: { product: Product; quantite: number; avec_consigne?: boolean }[],
) {
  await page.goto('/support.html');
  await page.evaluate(
    ([t, b]) => {
      localStorage.setItem('authToken', t!);
      localStorage.setItem('userAddresses', b!);
    },
    [account.token, JSON.stringify({ [`id:${account.user.id}`]: addresses })],
  );
  await openCheckoutWith(page, lines);
}

/** Cash on delivery, « Confirmer la commande », and the confirmation page. */
export async function confirmOnDelivery(page: Page) {
  await page.getByLabel('Paiement à la livraison').check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
}

export interface GuestAddress {
  street: string;
  number: string;
  quartier: string;
  commune: string;
}

const SHORT_ADDRESS: GuestAddress = { street: 'Avenue du Commerce', number: '12', quartier: 'Golf', commune: 'Gombe' };

/** Types the guest's name, phone and a valid new address (a short one unless given); the payment is left as it is. */
export async function fillGuestFields(page: Page, name: string, address: GuestAddress = SHORT_ADDRESS) {
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel(/^Téléphone/).fill('812345678');
  await page.getByLabel('Avenue / Rue').fill(address.street);
  await page.getByLabel('Numéro', { exact: true }).fill(address.number);
  await page.getByLabel('Quartier').fill(address.quartier);
  await page.getByLabel('Commune').fill(address.commune);
}

/** Fills the guest form with a valid new address (a short one unless given) and cash on delivery. */
export async function fillGuestForm(page: Page, name: string, address: GuestAddress = SHORT_ADDRESS) {
  await fillGuestFields(page, name, address);
  await page.getByLabel('Paiement à la livraison').check();
}

/** Ids of the orders placed under this customer name, read from the shop's database. */
export function orderIdsOf(name: string): number[] {
  const db = new DatabaseSync(join(dataDir, 'shop.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT id FROM commandes WHERE nom_client = ? ORDER BY id').all(name) as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

let staff: Promise<string> | null = null;

export type ApiOrder = {
  numero_commande: string;
  total_commande: string;
  frais_livraison: string;
  adresse_livraison: string;
  telephone_livraison: string;
  notes: string | null;
  nom_client: string;
  articles: {
    produit: number | { id: number };
    quantite: number;
    avec_consigne: boolean;
    prix_unitaire: string;
    prix_consigne_unitaire?: string | null;
  }[];
};

/** One order as the API shows it to staff. */
export async function orderAsStaff(request: APIRequestContext, baseURL: string, id: number): Promise<ApiOrder> {
  staff ??= staffToken(baseURL, dataDir);
  const res = await request.get(`/api/v1/orders/commandes/${id}/`, { headers: { Authorization: `Token ${await staff}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiOrder;
}

/** The browser's cart lines (the `panier` key). */
export async function cartLines(page: Page): Promise<{ id: number; quantite: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('panier') ?? '[]') as { id: number; quantite: number }[]);
}

/** A registered customer and their token, through the API. */
export async function customer(request: APIRequestContext) {
  const email = `client.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cd`;
  const registered = await request.post('/api/v1/accounts/register/', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: 'Patience',
      last_name: 'Mbuyi',
      phone_number: '+243998877665',
      role: 'client',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/v1/token-auth/', { data: { username: email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${token}` } });
  const user = (await me.json()) as { id: number };
  return { email, token, user };
}

/** A guest order placed through the API (cash on delivery, Gombe): its tracking token and number. */
export async function placeGuestOrder(
  request: APIRequestContext,
  name: string,
  articles: { produit: number; quantite: number; avec_consigne: boolean }[],
): Promise<{ token_suivi: string; numero_commande: string }> {
  const res = await request.post('/api/v1/orders/commandes/anonyme/', {
    data: {
      nom_complet: name,
      email: '',
      adresse_livraison: 'Avenue du Commerce, N°12, Golf, Gombe, Kinshasa',
      telephone_livraison: '2430812345678',
      notes: '',
      mode_paiement: 'paiement_livraison',
      use_saved_address: false,
      articles: articles.map((line) => ({ ...line, bouteilles_echangees: 0 })),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { token_suivi: string; numero_commande: string };
}

/** Signed in as the browser keeps it: the token and the user (`me`, as GET /accounts/me/ answers it) under the spec's keys. */
export async function storeSession(page: Page, token: string, me: string) {
  await page.evaluate(
    ([t, user]) => {
      localStorage.setItem('authToken', t ?? '');
      localStorage.setItem('userInfo', user ?? '');
    },
    [token, me],
  );
}
