import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES } from '../../domain/photo.ts';
import { matchesSearch } from '../../domain/text-match.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { getCategory, listBrands, listCategories, productCounts, setCategoryPhoto } from '../db/catalogue.ts';
import { recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { allProducts, getProduct, setProductPhoto } from '../db/products.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { paginateList } from '../http/pagination.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { preparePhoto, savePhoto } from '../media/photo-store.ts';
import { categoryJson } from '../serialize/product.ts';
import { staffProductJson } from '../serialize/staff.ts';
import { catalogueWrite } from '../staff/catalogue-write.ts';
import { pathId } from './catalogue.ts';

/** Room for the multipart envelope around a photo of the largest accepted size. */
const MULTIPART_SLACK = 64 * 1024;

/** Paths of the photo uploads: the only API bodies above 64 KB (app.ts leaves them to the limit below). */
export const PHOTO_UPLOAD = /^\/api\/v1\/products\/(produits|categories)\/\d+\/photo\/$/;

const photoLimit = bodyLimit({
  maxSize: MAX_PHOTO_BYTES + MULTIPART_SLACK,
  onError: (c) => c.json({ photo: [gestionMessages.photoTooLarge] }, 413),
});

/** The photo file of a multipart request, checked by its content and re-encoded; 400 with a French message otherwise. */
async function uploadedPhoto(c: Context<AppEnv>, deps: Deps) {
  if (deps.mediaDir === null) throw new HttpProblem(503, { detail: gestionMessages.photoStorageOff });
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = form['photo'];
  if (!(file instanceof File)) throw fieldError('photo', gestionMessages.photoMissing);
  if (file.size > MAX_PHOTO_BYTES) throw new HttpProblem(413, { photo: [gestionMessages.photoTooLarge] });
  const photo = await preparePhoto(new Uint8Array(await file.arrayBuffer()));
  if (!photo.ok) throw fieldError('photo', photo.message);
  await savePhoto(deps.mediaDir, photo);
  return photo;
}

/** Staff catalogue tools: every product (archived too) with search, categories and brands with their use, photos. */
export function staffProductRoutes(deps: Deps) {
  const db = deps.engine.db;
  const now = () => deps.now().toISOString();
  return new Hono<AppEnv>()
    .get('/api/v1/staff/produits/', async (c) => {
      requireStaff(c);
      const archive = c.req.query('archive');
      const categorie = c.req.query('categorie');
      const query = c.req.query('q') ?? '';
      const rows = (
        await allProducts(db, {
          archived: archive === '1' ? true : archive === 'tous' ? 'all' : false,
          ...(categorie && /^\d{1,9}$/.test(categorie) ? { categorieId: Number(categorie) } : {}),
          ordering: 'nom',
        })
      ).filter((p) => matchesSearch({ nom: p.nom, marque: p.marque_nom }, query));
      const origin = originOf(c, deps);
      return c.json(
        paginateList(
          c,
          origin,
          rows.map((p) => staffProductJson(origin, p)),
        ),
      );
    })
    .get('/api/v1/staff/catalogue/', async (c) => {
      requireStaff(c);
      const origin = originOf(c, deps);
      const counts = await productCounts(db);
      return c.json({
        categories: (await listCategories(db)).map((row) => ({
          ...categoryJson(origin, row),
          produits: counts.categories.get(row.id) ?? 0,
        })),
        marques: (await listBrands(db)).map((row) => ({ id: row.id, nom: row.nom, produits: counts.marques.get(row.id) ?? 0 })),
      });
    })
    .post('/api/v1/products/produits/:id/photo/', photoLimit, async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      if (!(await getProduct(db, id))) throw notFound();
      const photo = await uploadedPhoto(c, deps);
      await catalogueWrite(
        deps,
        async (db) => {
          if (!(await getProduct(db, id))) throw notFound();
          await setProductPhoto(db, id, photo.name);
          await recordAction(db, me, now(), 'photo', 'produit', id, { photo: photo.name });
        },
        () => [{ kind: 'photo', productId: id }],
      );
      return c.json(staffProductJson(originOf(c, deps), mustExist(await getProduct(db, id), `Produit ${id}`)));
    })
    .post('/api/v1/products/categories/:id/photo/', photoLimit, async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      if (!(await getCategory(db, id))) throw notFound();
      const photo = await uploadedPhoto(c, deps);
      await catalogueWrite(deps, async (db) => {
        if (!(await getCategory(db, id))) throw notFound();
        await setCategoryPhoto(db, id, photo.name);
        await recordAction(db, me, now(), 'photo', 'categorie', id, { photo: photo.name });
      });
      return c.json(categoryJson(originOf(c, deps), mustExist(await getCategory(db, id), `Catégorie ${id}`)));
    });
}
