import { Hono } from 'hono';
import {
  brandPatchSchema,
  brandWriteSchema,
  categoryPatchSchema,
  categoryWriteSchema,
  productPatchSchema,
  productWriteSchema,
} from '../../contract/staff-catalogue.ts';
import { ARCHIVED, productChange } from '../../domain/catalogue-change.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import {
  deleteBrand,
  deleteCategory,
  getBrand,
  getCategory,
  insertBrand,
  insertCategory,
  updateBrand,
  updateCategory,
} from '../db/catalogue.ts';
import { recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import {
  deleteProduct,
  getProduct,
  insertProduct,
  type ProductWrite,
  productWriteOf,
  setArchived,
  updateProduct,
  wasOrdered,
} from '../db/products.ts';
import { addStock, setStock } from '../db/stock-movements.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { notFound } from '../http/problem.ts';
import { body } from '../http/validate.ts';
import { brandJson, categoryJson, withSlugNotice } from '../serialize/product.ts';
import { staffProductJson } from '../serialize/staff.ts';
import { archiveProduct, catalogueWrite, centsOf, changedFields, refsExist } from '../staff/catalogue-write.ts';
import { pathId } from './catalogue.ts';

/** Staff-only create / update / delete of products, categories and brands; each write is journaled and published. */
export function staffCatalogueRoutes(deps: Deps) {
  const db = deps.engine.db;
  const now = () => deps.now().toISOString();
  return new Hono<AppEnv>()
    .post('/api/v1/products/produits/', async (c) => {
      const me = requireStaff(c);
      const p = await body(c, productWriteSchema);
      const row: ProductWrite = {
        nom: p.nom,
        description: p.description,
        prix_cents: centsOf('prix', p.prix),
        prix_promo_cents: p.prix_promo === null ? null : centsOf('prix_promo', p.prix_promo),
        prix_consigne_cents: centsOf('prix_consigne', p.prix_consigne),
        unite: p.unite,
        marque_id: p.marque,
        categorie_id: p.categorie,
        vendu_avec_consigne: p.vendu_avec_consigne,
        seuil_stock: p.seuil_stock,
      };
      const id = await catalogueWrite(deps, async (db) => {
        await refsExist(db, row);
        const id = await insertProduct(db, row, now());
        if (p.stock > 0) await addStock(db, id, p.stock, { type: 'creation', date: now(), actor: me });
        await recordAction(db, me, now(), 'creation', 'produit', id, { nom: row.nom });
        return id;
      });
      return c.json(staffProductJson(originOf(c, deps), mustExist(await getProduct(db, id), `Produit ${id}`)), 201);
    })
    .on(['PATCH', 'PUT'], '/api/v1/products/produits/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const patch = c.req.method === 'PUT' ? await body(c, productWriteSchema) : await body(c, productPatchSchema);
      const archive = 'archive' in patch ? patch.archive : undefined;
      await catalogueWrite(
        deps,
        async (db) => {
          const current = await getProduct(db, id);
          if (!current) throw notFound();
          const before = productWriteOf(current);
          const next: ProductWrite = {
            nom: patch.nom ?? before.nom,
            description: patch.description ?? before.description,
            prix_cents: patch.prix === undefined ? before.prix_cents : centsOf('prix', patch.prix),
            prix_promo_cents:
              patch.prix_promo === undefined
                ? before.prix_promo_cents
                : patch.prix_promo === null
                  ? null
                  : centsOf('prix_promo', patch.prix_promo),
            prix_consigne_cents:
              patch.prix_consigne === undefined ? before.prix_consigne_cents : centsOf('prix_consigne', patch.prix_consigne),
            unite: patch.unite ?? before.unite,
            marque_id: patch.marque === undefined ? before.marque_id : patch.marque,
            categorie_id: patch.categorie === undefined ? before.categorie_id : patch.categorie,
            vendu_avec_consigne: patch.vendu_avec_consigne ?? before.vendu_avec_consigne,
            seuil_stock: patch.seuil_stock === undefined ? before.seuil_stock : patch.seuil_stock,
          };
          await refsExist(db, next);
          await updateProduct(db, id, next);
          // A stock written with the product (DRF's field) is a count like « Inventaire », made from the product's form.
          const stockChanged = patch.stock !== undefined && patch.stock !== current.stock;
          if (patch.stock !== undefined && stockChanged) {
            await setStock(db, deps.engine.kind, id, patch.stock, {
              type: 'inventaire',
              date: now(),
              actor: me,
              motif: gestionMessages.productFormReason,
            });
          }
          const archiveChanged = archive !== undefined && archive !== (current.archive === 1);
          if (archiveChanged) {
            await (archive ? archiveProduct(deps, db, id, me, now()) : setArchived(db, id, false));
            await recordAction(db, me, now(), archive ? 'archivage' : 'remise_en_vente', 'produit', id, { nom: next.nom });
          }
          const changes = changedFields(before, next);
          if (Object.keys(changes).length > 0) await recordAction(db, me, now(), 'modification', 'produit', id, changes);
          return [
            ...Object.keys(changes),
            ...(stockChanged ? ['stock'] : []),
            ...(archiveChanged ? [archive ? ARCHIVED : 'remise_en_vente'] : []),
          ];
        },
        (fields) => productChange(id, fields),
      );
      return c.json(staffProductJson(originOf(c, deps), mustExist(await getProduct(db, id), `Produit ${id}`)));
    })
    .delete('/api/v1/products/produits/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      await catalogueWrite(
        deps,
        async (db) => {
          const product = await getProduct(db, id);
          if (!product) throw notFound();
          // A product some order has is archived instead: it leaves the storefront, its orders keep it.
          if (await wasOrdered(db, id)) {
            await archiveProduct(deps, db, id, me, now());
            await recordAction(db, me, now(), 'archivage', 'produit', id, { nom: product.nom });
          } else {
            await deleteProduct(db, id);
            await recordAction(db, me, now(), 'suppression', 'produit', id, { nom: product.nom });
          }
        },
        () => [{ kind: 'removed', productId: id }],
      );
      return c.body(null, 204);
    })
    .post('/api/v1/products/categories/', async (c) => {
      const me = requireStaff(c);
      const input = await body(c, categoryWriteSchema);
      const id = await catalogueWrite(deps, async (db) => {
        const id = await insertCategory(db, input);
        await recordAction(db, me, now(), 'creation', 'categorie', id, { nom: input.nom });
        return id;
      });
      return c.json(
        withSlugNotice('categorie', categoryJson(originOf(c, deps), mustExist(await getCategory(db, id), `Catégorie ${id}`))),
        201,
      );
    })
    .on(['PATCH', 'PUT'], '/api/v1/products/categories/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const patch = c.req.method === 'PUT' ? await body(c, categoryWriteSchema) : await body(c, categoryPatchSchema);
      await catalogueWrite(deps, async (db) => {
        const current = await getCategory(db, id);
        if (!current) throw notFound();
        const next = { nom: patch.nom ?? current.nom, description: patch.description ?? current.description };
        await updateCategory(db, id, next);
        await recordAction(db, me, now(), 'modification', 'categorie', id, { avant: current.nom, apres: next.nom });
      });
      return c.json(categoryJson(originOf(c, deps), mustExist(await getCategory(db, id), `Catégorie ${id}`)));
    })
    .delete('/api/v1/products/categories/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      await catalogueWrite(deps, async (db) => {
        const current = await getCategory(db, id);
        if (!current) throw notFound();
        await deleteCategory(db, id);
        await recordAction(db, me, now(), 'suppression', 'categorie', id, { nom: current.nom });
      });
      return c.body(null, 204);
    })
    .post('/api/v1/products/marques/', async (c) => {
      const me = requireStaff(c);
      const input = await body(c, brandWriteSchema);
      const id = await catalogueWrite(deps, async (db) => {
        const id = await insertBrand(db, input);
        await recordAction(db, me, now(), 'creation', 'marque', id, { nom: input.nom });
        return id;
      });
      return c.json(withSlugNotice('marque', brandJson(mustExist(await getBrand(db, id), `Marque ${id}`))), 201);
    })
    .on(['PATCH', 'PUT'], '/api/v1/products/marques/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const patch = c.req.method === 'PUT' ? await body(c, brandWriteSchema) : await body(c, brandPatchSchema);
      await catalogueWrite(deps, async (db) => {
        const current = await getBrand(db, id);
        if (!current) throw notFound();
        const next = {
          nom: patch.nom ?? current.nom,
          couleur: patch.couleur ?? current.couleur,
          couleur_texte: patch.couleur_texte ?? current.couleur_texte,
        };
        await updateBrand(db, id, next);
        await recordAction(db, me, now(), 'modification', 'marque', id, { avant: current.nom, apres: next.nom });
      });
      return c.json(brandJson(mustExist(await getBrand(db, id), `Marque ${id}`)));
    })
    .delete('/api/v1/products/marques/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      await catalogueWrite(deps, async (db) => {
        const current = await getBrand(db, id);
        if (!current) throw notFound();
        await deleteBrand(db, id);
        await recordAction(db, me, now(), 'suppression', 'marque', id, { nom: current.nom });
      });
      return c.body(null, 204);
    });
}
