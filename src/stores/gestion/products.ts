/** The catalogue screen's products: search, category filter, archived ones apart; the product being edited. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import type { Attempt } from './attempt.ts';

export interface ProductQuery {
  q: string;
  categorie: number | null;
  /** Show the archived products (ordered once, then removed from the shop) instead of those on sale. */
  archives: boolean;
}

export type ProductList =
  | { status: 'loading'; products: StaffProduct[] }
  | { status: 'error'; products: StaffProduct[]; error: string }
  | { status: 'ready'; products: StaffProduct[]; count: number; next: string | null };

type Deps = {
  api: Pick<StaffApi, 'listStaffProducts' | 'nextStaffProducts'>;
  attempt: Attempt;
};

export function createProductList({ api, attempt }: Deps) {
  const $query = atom<ProductQuery>({ q: '', categorie: null, archives: false });
  const $products = atom<ProductList>({ status: 'loading', products: [] });
  /** The search as typed: it applies on « Rechercher ». */
  const $search = atom('');
  let generation = 0;

  async function load(): Promise<void> {
    const { q, categorie, archives } = $query.get();
    const mine = ++generation;
    $products.set({ status: 'loading', products: $products.get().products });
    const outcome = await attempt(() =>
      api.listStaffProducts({
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(categorie === null ? {} : { categorie }),
        ...(archives ? { archive: '1' as const } : {}),
        page_size: 50,
      }),
    );
    if (mine !== generation) return;
    $products.set(
      outcome.ok
        ? { status: 'ready', products: outcome.value.results, count: outcome.value.count, next: outcome.value.next }
        : { status: 'error', products: [], error: outcome.message },
    );
  }

  async function loadMore(): Promise<void> {
    const current = $products.get();
    if (current.status !== 'ready' || !current.next) return;
    const mine = generation;
    const outcome = await attempt(() => api.nextStaffProducts(current.next ?? ''));
    if (mine !== generation || !outcome.ok) return;
    $products.set({ ...current, products: [...current.products, ...outcome.value.results], next: outcome.value.next });
  }

  function setQuery(patch: Partial<ProductQuery>): Promise<void> {
    $query.set({ ...$query.get(), ...patch });
    return load();
  }

  /** A product saved: shown at once where it is listed. */
  function replace(product: StaffProduct): void {
    const current = $products.get();
    $products.set({ ...current, products: current.products.map((p) => (p.id === product.id ? product : p)) } as ProductList);
  }

  return {
    $query,
    $search,
    $products,
    load,
    loadMore,
    setQuery,
    typeSearch: (q: string) => $search.set(q),
    /** Applies the search as typed. */
    search: () => setQuery({ q: $search.get() }),
    replace,
  };
}
