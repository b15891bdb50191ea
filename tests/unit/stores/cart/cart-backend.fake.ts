/**
 * A small in-memory server cart speaking the /api/v1 cart dialect, behind a `fetch`, so that the
 * cart store is tested through the real API client. `failing` makes named routes answer 500.
 */

import type { PersistentEvents, PersistentListener } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { createApi } from '../../../../src/api/client.ts';
import type { createCart } from '../../../../src/stores/cart/create-cart.ts';

export interface FakeProduct {
  id: number;
  nom: string;
  prix: string;
  prix_promo?: string | null;
  prix_consigne: string | null;
  stock: number;
}

export type RouteName = 'mon_panier' | 'ajouter' | 'modifier' | 'supprimer' | 'vider' | 'validate';

export const products: FakeProduct[] = [
  { id: 1, nom: 'Primus 72 cl', prix: '2500.00', prix_consigne: '1000.00', stock: 10 },
  { id: 2, nom: 'Eau Vitale 1,5 L', prix: '1500.00', prix_consigne: null, stock: 3 },
  { id: 3, nom: 'Jus Maracuja', prix: '3000.00', prix_promo: '2800.00', prix_consigne: '500.00', stock: 0 },
];

export function fakeBackend(options: { honoursConsigneFlag?: boolean } = {}) {
  const catalogue = new Map(products.map((p) => [p.id, { ...p }]));
  let nextArticle = 100;
  const articles: { id: number; produit: number; quantite: number; avec_consigne: boolean }[] = [];
  const failing = new Set<RouteName>();
  const calls: string[] = [];

  const cart = () => ({
    id: 7,
    articles: articles.map((a) => {
      const p = catalogue.get(a.produit)!;
      return {
        id: a.id,
        produit: { id: p.id, nom: p.nom, prix: p.prix, image: null },
        quantite: a.quantite,
        prix_unitaire: p.prix,
        prix_consigne_unitaire: p.prix_consigne,
        avec_consigne: a.avec_consigne,
      };
    }),
  });

  async function handle(path: string, body: Record<string, unknown>): Promise<Response> {
    const route: RouteName | null = path.endsWith('/mon_panier/')
      ? 'mon_panier'
      : path.includes('/ajouter_produit/')
        ? 'ajouter'
        : path.includes('/modifier-quantite/')
          ? 'modifier'
          : path.includes('/supprimer-article/')
            ? 'supprimer'
            : path.endsWith('/vider/')
              ? 'vider'
              : path.endsWith('/anonymous/validate/')
                ? 'validate'
                : null;
    if (!route) return Response.json({ detail: 'Pas trouvé.' }, { status: 404 });
    calls.push(route);
    if (failing.has(route)) return Response.json({ detail: 'Erreur interne' }, { status: 500 });
    const articleId = Number(path.match(/\/(\d+)\/$/)?.[1]);
    const article = articles.find((a) => a.id === articleId);
    switch (route) {
      case 'ajouter': {
        if (!catalogue.has(Number(body.produit_id))) return Response.json({ produit_id: ['Produit introuvable.'] }, { status: 400 });
        const existing = articles.find((a) => a.produit === body.produit_id);
        if (existing)
          Object.assign(existing, { quantite: existing.quantite + Number(body.quantite), avec_consigne: body.avec_consigne === true });
        else
          articles.push({
            id: nextArticle++,
            produit: Number(body.produit_id),
            quantite: Number(body.quantite),
            avec_consigne: body.avec_consigne === true,
          });
        break;
      }
      case 'modifier':
        if (!article) return Response.json({ detail: 'Pas trouvé.' }, { status: 404 });
        article.quantite = Number(body.quantite);
        if (options.honoursConsigneFlag && typeof body.avec_consigne === 'boolean') article.avec_consigne = body.avec_consigne;
        break;
      case 'supprimer':
        if (!article) return Response.json({ detail: 'Pas trouvé.' }, { status: 404 });
        articles.splice(articles.indexOf(article), 1);
        break;
      case 'vider':
        articles.length = 0;
        break;
      case 'validate': {
        const ids = (body.product_ids as number[]) ?? [];
        return Response.json({
          produits: ids.flatMap((id) =>
            catalogue.has(id)
              ? [
                  {
                    ...catalogue.get(id)!,
                    prix_promo: catalogue.get(id)!.prix_promo ?? null,
                    vendu_avec_consigne: catalogue.get(id)!.prix_consigne !== null,
                  },
                ]
              : [],
          ),
          ids_invalides: ids.filter((id) => !catalogue.has(id)),
        });
      }
      default:
        break;
    }
    return Response.json(cart());
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    return handle(new URL(request.url).pathname, text ? (JSON.parse(text) as Record<string, unknown>) : {});
  };

  const api = createApi({ baseUrl: 'http://127.0.0.1:4321/api/v1', fetch, getToken: () => 'jeton' });
  return { api, articles, catalogue, failing, calls, cart };
}

/** localStorage stand-in plus the `storage` events another tab would send. */
export function memoryStorage() {
  const store: Record<string, string> = {};
  const listeners = new Set<PersistentListener>();
  const events: PersistentEvents = {
    addEventListener: (_key, listener) => void listeners.add(listener),
    removeEventListener: (_key, listener) => void listeners.delete(listener),
  };
  /** Another tab writes `key` (undefined = removes it). */
  function otherTab(key: string, value: string | undefined): void {
    if (value === undefined) delete store[key];
    else store[key] = value;
    for (const listener of [...listeners]) listener({ key, newValue: (value ?? null) as string });
  }
  return { store, events, otherTab };
}

type Cart = ReturnType<typeof createCart>;

/** Shows a cart as an island does (its lines listened: nanostores mounts it, which starts it), then waits for it to load. */
export function showCart(cart: Cart): Promise<void> {
  cart.$lines.listen(() => {});
  return cart.ready();
}

/** Stops a cart at once (nanostores' `cleanStores`; a page stops it a second after its last listener left). */
export function hideCart(cart: Cart): void {
  cleanStores(cart.$lines);
}
