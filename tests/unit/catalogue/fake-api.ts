/** A DRF-shaped catalogue API answered by an injected `fetch` (no network), for loader tests. */
export interface FakeApiOptions {
  products: Record<string, unknown>[];
  categories?: Record<string, unknown>[];
  brands?: Record<string, unknown>[];
  reviews?: Record<number, Record<string, unknown>[]>;
  pageSize?: number;
  /** Answers 503 this many times before the first success of every path. */
  failFirst?: number;
}

export const BASE = 'http://catalogue.test/api/v1';

export function fakeApi(options: FakeApiOptions) {
  const calls: string[] = [];
  const failures = new Map<string, number>();
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.pathname + url.search);
    const seen = failures.get(url.pathname) ?? 0;
    if (seen < (options.failFirst ?? 0)) {
      failures.set(url.pathname, seen + 1);
      return json({ detail: 'indisponible' }, 503);
    }
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/products/categories/') return json(options.categories ?? []);
    if (path === '/products/marques/') return json(options.brands ?? []);
    if (path === '/products/produits/') {
      const size = options.pageSize ?? 2;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const next = offset + size < options.products.length ? `${BASE}/products/produits/?offset=${offset + size}` : null;
      return json({ count: options.products.length, next, previous: null, results: options.products.slice(offset, offset + size) });
    }
    const reviews = path.match(/^\/products\/produits\/(\d+)\/avis\/$/);
    if (reviews) return json(options.reviews?.[Number(reviews[1])] ?? []);
    return json({ detail: 'Pas trouvé.' }, 404);
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

export function product(id: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    nom: `Produit ${id}`,
    description: null,
    prix: '2500.00',
    prix_promo: null,
    prix_consigne: '500.00',
    stock: 10,
    unite: 'Bouteille',
    image: null,
    marque: { id: 1, nom: 'Primus' },
    categorie: { id: 2, nom: 'Bières' },
    date_ajout: `2026-01-0${(id % 9) + 1}T09:00:00Z`,
    vendu_avec_consigne: true,
    ...extra,
  };
}

export const review = (id: number, produit: number, note: number, approuve: boolean) => ({
  id,
  produit,
  note,
  commentaire: `Avis ${id}`,
  approuve,
  utilisateur_est_auteur: false,
});
