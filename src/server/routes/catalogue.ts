import { Hono } from 'hono';
import { findByName } from '../../domain/text-match.ts';
import { listBrands, listCategories } from '../db/catalogue.ts';
import { getSoldProduct, listProducts } from '../db/products.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { pageRequest, paginated, paginateList } from '../http/pagination.ts';
import { notFound } from '../http/problem.ts';
import { brandJson, categoryJson, productJson } from '../serialize/product.ts';

/** `categorie` / `marque` filter: an id or a name (accents and case ignored); null when nothing matches. */
function resolveRef(value: string | undefined, items: () => { id: number; nom: string }[]): number | null | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d{1,9}$/.test(value.trim())) return Number(value);
  return findByName(items(), value)?.id ?? null;
}

/** Parses a path id; anything but a positive integer is a 404 like Django's URL patterns. */
export function pathId(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw notFound();
  return Number(text);
}

/** Public catalogue: products (filtered, ordered, paginated), categories and brands. */
export function catalogueRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/api/v1/products/produits/', (c) => {
      const categorieId = resolveRef(c.req.query('categorie'), () => listCategories(db));
      const marqueId = resolveRef(c.req.query('marque'), () => listBrands(db));
      const origin = originOf(c, deps);
      const request = pageRequest(c);
      if (categorieId === null || marqueId === null) return c.json(paginated(c, origin, request, 0, []));
      const { count, rows } = listProducts(db, { categorieId, marqueId, ordering: c.req.query('ordering') }, request.offset, request.size);
      return c.json(
        paginated(
          c,
          origin,
          request,
          count,
          rows.map((row) => productJson(origin, row)),
        ),
      );
    })
    .get('/api/v1/products/produits/:id/', (c) => {
      const row = getSoldProduct(db, pathId(c.req.param('id')));
      if (!row) throw notFound();
      return c.json(productJson(originOf(c, deps), row));
    })
    .get('/api/v1/products/categories/', (c) => {
      const origin = originOf(c, deps);
      return c.json(
        paginateList(
          c,
          origin,
          listCategories(db).map((row) => categoryJson(origin, row)),
        ),
      );
    })
    .get('/api/v1/products/categories/:id/', (c) => {
      const id = pathId(c.req.param('id'));
      const row = listCategories(db).find((category) => category.id === id);
      if (!row) throw notFound();
      return c.json(categoryJson(originOf(c, deps), row));
    })
    .get('/api/v1/products/marques/', (c) => c.json(paginateList(c, originOf(c, deps), listBrands(db).map(brandJson))))
    .get('/api/v1/products/marques/:id/', (c) => {
      const id = pathId(c.req.param('id'));
      const row = listBrands(db).find((brand) => brand.id === id);
      if (!row) throw notFound();
      return c.json(brandJson(row));
    });
}
