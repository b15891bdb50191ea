import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../../../playwright.config.ts';
import { staffToken } from '../../integration/ops/staff.ts';

export const PASSWORD = 'motdepasse1';

const dataDir = e2eDataDir;

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A registered customer with an API token; the name carries markup that must stay text everywhere. */
export async function customer(request: APIRequestContext, first = 'Amani', last = 'Lukusa') {
  const email = `${first.replace(/\W+/g, '').toLowerCase() || 'client'}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cd`;
  const registered = await request.post('/api/v1/accounts/register/', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: first,
      last_name: last,
      phone_number: '',
      role: 'client',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/v1/token-auth/', { data: { username: email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  return { email, token };
}

export type Product = { id: number; nom: string; stock: number };

/** Products in stock, as the API lists them. */
export async function productsInStock(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/v1/products/produits/?page_size=100');
  const body = (await res.json()) as { results?: Product[] } | Product[];
  const list = Array.isArray(body) ? body : (body.results ?? []);
  return list.filter((p) => p.stock > 10);
}

type PlacedOrder = { id: number; numero_commande: string; total_commande: string; frais_livraison: string };

/** The customer orders through the API (checkout has its own tests); cash on delivery. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  articles: { produit: number; quantite: number; avec_consigne: boolean }[],
  adresse = 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
) {
  const res = await request.post('/api/v1/orders/commandes/', {
    headers: auth(token),
    data: {
      adresse_livraison: adresse,
      telephone_livraison: '2430812345678',
      notes: '',
      mode_paiement: 'paiement_livraison',
      use_saved_address: false,
      articles: articles.map((a) => ({ ...a, bouteilles_echangees: 0 })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

let staff: Promise<string> | null = null;
/** The token of the staff account the history tests share (made once per run). */
export function staffLogin(baseURL: string): Promise<string> {
  staff ??= staffToken(baseURL, dataDir);
  return staff;
}

/** Staff moves an order forward, status by status, up to `target`. */
export async function moveOrder(request: APIRequestContext, baseURL: string, orderId: number, target: string) {
  const token = await staffLogin(baseURL);
  const steps = ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree'];
  for (const statut of steps.slice(0, steps.indexOf(target) + 1)) {
    const res = await request.post(`/api/v1/orders/commandes/${orderId}/statut/`, { headers: auth(token), data: { statut } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

export async function approveReview(request: APIRequestContext, baseURL: string, reviewId: number) {
  const res = await request.patch(`/api/v1/products/avis/${reviewId}/`, {
    headers: auth(await staffLogin(baseURL)),
    data: { approuve: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The customer's own review of a product, through the API. */
export async function myReview(request: APIRequestContext, token: string, productId: number) {
  const res = await request.get(`/api/v1/products/produits/${productId}/avis/`, { headers: auth(token) });
  const reviews = (await res.json()) as { id: number; approuve: boolean; utilisateur_est_auteur: boolean; note: number }[];
  return reviews.find((r) => r.utilisateur_est_auteur);
}

/** Opens the browser signed in: the token is stored under the spec's `authToken` key before any page script runs. */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('history-signed-in')) {
      localStorage.setItem('authToken', value);
      sessionStorage.setItem('history-signed-in', '1');
    }
  }, token);
}
