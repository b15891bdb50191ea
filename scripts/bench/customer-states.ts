/**
 * The states a customer brings to a page, as the benchmarks measure them: nothing stored, one line in the cart,
 * three lines, signed in with three lines and a saved address. Written into the browser's storage as the shop's own
 * stores write them (`panier`, `authToken`, `userInfo`: the account's answer, `userAddresses`), from a blank page of the shop's origin that the
 * benchmark serves itself: nothing of the shop is downloaded (and cached) before the measured visit.
 */
import type { BrowserContext } from '@playwright/test';

export type CustomerState = 'vide' | 'une ligne' | 'trois lignes' | 'connecté';

interface ApiProduct {
  id: number;
  nom: string;
  prix: string;
  prix_promo: string | null;
  prix_consigne: string | null;
  stock: number;
  unite?: string | null;
}

/** What each state writes into localStorage, by key. */
export type StoredState = Record<string, string>;

const PASSWORD = 'motdepasse-bench-1';

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} : HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A line of `panier` for `product`, as the cart store writes it (src/stores/cart/lines.ts, `lineFromProduct`). */
function storedLine(product: ApiProduct, quantite: number, avec_consigne: boolean) {
  const promo = product.prix_promo !== null && Number(product.prix_promo) < Number(product.prix);
  return {
    id: product.id,
    produit: product.id,
    titre: product.nom,
    nom: product.nom,
    marque: null,
    prix: promo ? product.prix_promo : product.prix,
    prix_consigne: product.prix_consigne,
    quantite,
    image: null,
    avec_consigne,
    ...(product.unite ? { unite: product.unite } : {}),
  };
}

/**
 * The storage of every state on the shop at `api` (its own address, never the measured one): three products in
 * stock, and for `connecté` a customer registered through the API with one saved address.
 */
export async function customerStates(api: string): Promise<Record<CustomerState, StoredState>> {
  const body = await json<{ results?: ApiProduct[] } | ApiProduct[]>(
    await fetch(`${api}/api/v1/products/produits/?page_size=200`),
    'catalogue',
  );
  const inStock = (Array.isArray(body) ? body : (body.results ?? [])).filter((p) => p.stock >= 5);
  if (inStock.length < 3) throw new Error('moins de trois produits en stock');
  const three = JSON.stringify(inStock.slice(0, 3).map((p, i) => storedLine(p, i + 1, p.prix_consigne !== null && i === 0)));
  const one = JSON.stringify([storedLine(inStock[0]!, 2, false)]);

  const email = `banc.${Date.now().toString(36)}@example.cd`;
  await json(
    await fetch(`${api}/api/v1/accounts/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: email,
        email,
        password: PASSWORD,
        password_confirm: PASSWORD,
        first_name: 'Patience',
        last_name: 'Mbuyi',
        phone_number: '+243998877665',
        role: 'client',
      }),
    }),
    'inscription',
  );
  const { token } = await json<{ token: string }>(
    await fetch(`${api}/api/v1/token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    }),
    'connexion',
  );
  const auth = { Authorization: `Token ${token}` };
  const user = await json<{ id: number }>(await fetch(`${api}/api/v1/accounts/me/`, { headers: auth }), 'profil');
  const address = await json<object>(
    await fetch(`${api}/api/v1/accounts/adresses/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'Maison',
        rue: 'Avenue Kasa-Vubu',
        numero: '40',
        quartier: 'Matonge',
        commune: 'Kalamu',
        repere: 'en face de la pharmacie',
        telephone: '0998877665',
        is_default: true,
      }),
    }),
    'adresse',
  );
  return {
    vide: {},
    'une ligne': { panier: one },
    'trois lignes': { panier: three },
    connecté: {
      panier: three,
      authToken: token,
      userInfo: JSON.stringify(user),
      userAddresses: JSON.stringify({ [`id:${user.id}`]: [address] }),
    },
  };
}

const BLANK = '/__etat-du-client';

/** Writes `stored` into the storage of `origin` in `context`, through a blank page the benchmark serves itself. */
export async function seedStorage(context: BrowserContext, origin: string, stored: StoredState): Promise<void> {
  const url = `${origin}${BLANK}`;
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>état</title>' }));
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(stored));
  } finally {
    await page.close();
    await context.unroute(url);
  }
}
