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
async function resolveRef(
  value: string | undefined,
  items: () => Promise<{ id: number; nom: string }[]>,
): Promise<number | null | undefined> {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d{1,9}$/.test(value.trim())) return Number(value);
  return findByName(await items(), value)?.id ?? null;
}

/** Parses a path id; anything but a positive integer is a 404 like Django's URL patterns. */
export function pathId(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw notFound();
  return Number(text);
}

/**
 * Products a page of the public list may hold when asked (`limit`): the build reads the whole catalogue, and ten
 * thousand products come in ten requests instead of a hundred.
 */
export const PRODUCT_PAGE_MAX = 1000;

/** Public catalogue: products (filtered, ordered, paginated), categories and brands. */
export function catalogueRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/products/produits/', async (c) => {
      const categorieId = await resolveRef(c.req.query('categorie'), () => listCategories(db));
      const marqueId = await resolveRef(c.req.query('marque'), () => listBrands(db));
      const origin = originOf(c, deps);
      const request = pageRequest(c, PRODUCT_PAGE_MAX);
      if (categorieId === null || marqueId === null) return c.json(paginated(c, origin, request, 0, []));
      const { count, rows } = await listProducts(
        db,
        { categorieId, marqueId, ordering: c.req.query('ordering') },
        request.offset,
        request.size,
      );
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
    .get('/api/v1/products/produits/:id/', async (c) => {
      const row = await getSoldProduct(db, pathId(c.req.param('id')));
      if (!row) throw notFound();
      return c.json(productJson(originOf(c, deps), row));
    })
    .get('/api/v1/products/categories/', async (c) => {
      const origin = originOf(c, deps);
      return c.json(
        paginateList(
          c,
          origin,
          (await listCategories(db)).map((row) => categoryJson(origin, row)),
        ),
      );
    })
    .get('/api/v1/products/categories/:id/', async (c) => {
      const id = pathId(c.req.param('id'));
      const row = (await listCategories(db)).find((category) => category.id === id);
      if (!row) throw notFound();
      return c.json(categoryJson(originOf(c, deps), row));
    })
    .get('/api/v1/products/marques/', async (c) => c.json(paginateList(c, originOf(c, deps), (await listBrands(db)).map(brandJson))))
    .get('/api/v1/products/marques/:id/', async (c) => {
      const id = pathId(c.req.param('id'));
      const row = (await listBrands(db)).find((brand) => brand.id === id);
      if (!row) throw notFound();
      return c.json(brandJson(row));
    });
}
