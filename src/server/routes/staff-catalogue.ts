import { Hono } from 'hono';
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
import { mustExist } from '../db/must-exist.ts';
import { deleteProduct, getProduct, insertProduct, updateProduct, type ProductRow, type ProductWrite } from '../db/products.ts';
import { immediate } from '../db/transaction.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { serverMessages } from '../../domain/messages/server.ts';
import { body } from '../http/validate.ts';
import {
  brandPatchSchema,
  brandWriteSchema,
  categoryPatchSchema,
  categoryWriteSchema,
  productPatchSchema,
  productWriteSchema,
} from '../schemas/catalogue.ts';
import { brandJson, categoryJson, productJson, withSlugNotice } from '../serialize/product.ts';
import { pathId } from './catalogue.ts';

function isConstraint(error: unknown, kind: 'UNIQUE' | 'FOREIGN KEY'): boolean {
  return error instanceof Error && error.message.includes(`${kind} constraint failed`);
}

/** Runs a catalogue write; maps SQLite constraint failures to DRF errors and announces the change. */
function write<T>(deps: Deps, work: () => T): T {
  try {
    const result = immediate(deps.db, work);
    deps.onCatalogueChange();
    return result;
  } catch (error) {
    if (isConstraint(error, 'UNIQUE')) throw fieldError('nom', serverMessages.nameTaken);
    if (isConstraint(error, 'FOREIGN KEY')) throw new HttpProblem(400, { detail: serverMessages.inUse });
    throw error;
  }
}

function refsExist(deps: Deps, p: { marque_id: number | null; categorie_id: number | null }): void {
  if (p.marque_id !== null && !getBrand(deps.db, p.marque_id)) throw fieldError('marque', serverMessages.unknownBrand(p.marque_id));
  if (p.categorie_id !== null && !getCategory(deps.db, p.categorie_id))
    throw fieldError('categorie', serverMessages.unknownCategory(p.categorie_id));
}

function currentWrite(p: ProductRow): ProductWrite {
  return {
    nom: p.nom,
    description: p.description,
    prix_cents: p.prix_cents,
    prix_promo_cents: p.prix_promo_cents,
    prix_consigne_cents: p.prix_consigne_cents,
    stock: p.stock,
    unite: p.unite,
    marque_id: p.marque_id,
    categorie_id: p.categorie_id,
    vendu_avec_consigne: p.vendu_avec_consigne === 1,
  };
}

/** Staff-only create / update / delete of products, categories and brands. */
export function staffCatalogueRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/api/v1/products/produits/', async (c) => {
      requireStaff(c);
      const p = await body(c, productWriteSchema);
      const row: ProductWrite = {
        nom: p.nom,
        description: p.description,
        prix_cents: p.prix,
        prix_promo_cents: p.prix_promo,
        prix_consigne_cents: p.prix_consigne,
        stock: p.stock,
        unite: p.unite,
        marque_id: p.marque,
        categorie_id: p.categorie,
        vendu_avec_consigne: p.vendu_avec_consigne,
      };
      const id = write(deps, () => {
        refsExist(deps, row);
        return insertProduct(db, row, deps.now().toISOString());
      });
      return c.json(productJson(originOf(c, deps), mustExist(getProduct(db, id), `Produit ${id}`)), 201);
    })
    .on(['PATCH', 'PUT'], '/api/v1/products/produits/:id/', async (c) => {
      requireStaff(c);
      const id = pathId(c.req.param('id'));
      const patch = await body(c, c.req.method === 'PUT' ? productWriteSchema : productPatchSchema);
      write(deps, () => {
        const current = getProduct(db, id);
        if (!current) throw notFound();
        const before = currentWrite(current);
        const next: ProductWrite = {
          nom: patch.nom ?? before.nom,
          description: patch.description ?? before.description,
          prix_cents: patch.prix ?? before.prix_cents,
          prix_promo_cents: patch.prix_promo === undefined ? before.prix_promo_cents : patch.prix_promo,
          prix_consigne_cents: patch.prix_consigne ?? before.prix_consigne_cents,
          stock: patch.stock ?? before.stock,
          unite: patch.unite ?? before.unite,
          marque_id: patch.marque === undefined ? before.marque_id : patch.marque,
          categorie_id: patch.categorie === undefined ? before.categorie_id : patch.categorie,
          vendu_avec_consigne: patch.vendu_avec_consigne ?? before.vendu_avec_consigne,
        };
        refsExist(deps, next);
        updateProduct(db, id, next);
      });
      return c.json(productJson(originOf(c, deps), mustExist(getProduct(db, id), `Produit ${id}`)));
    })
    .delete('/api/v1/products/produits/:id/', (c) => {
      requireStaff(c);
      const id = pathId(c.req.param('id'));
      write(deps, () => {
        if (!getProduct(db, id)) throw notFound();
        deleteProduct(db, id);
      });
      return c.body(null, 204);
    })
    .post('/api/v1/products/categories/', async (c) => {
      requireStaff(c);
      const input = await body(c, categoryWriteSchema);
      const id = write(deps, () => insertCategory(db, input));
      return c.json(withSlugNotice('categorie', categoryJson(originOf(c, deps), mustExist(getCategory(db, id), `Catégorie ${id}`))), 201);
    })
    .on(['PATCH', 'PUT'], '/api/v1/products/categories/:id/', async (c) => {
      requireStaff(c);
      const id = pathId(c.req.param('id'));
      const patch = await body(c, c.req.method === 'PUT' ? categoryWriteSchema : categoryPatchSchema);
      write(deps, () => {
        const current = getCategory(db, id);
        if (!current) throw notFound();
        updateCategory(db, id, { nom: patch.nom ?? current.nom, description: patch.description ?? current.description });
      });
      return c.json(categoryJson(originOf(c, deps), mustExist(getCategory(db, id), `Catégorie ${id}`)));
    })
    .delete('/api/v1/products/categories/:id/', (c) => {
      requireStaff(c);
      const id = pathId(c.req.param('id'));
      write(deps, () => {
        if (!getCategory(db, id)) throw notFound();
        deleteCategory(db, id);
      });
      return c.body(null, 204);
    })
    .post('/api/v1/products/marques/', async (c) => {
      requireStaff(c);
      const input = await body(c, brandWriteSchema);
      const id = write(deps, () => insertBrand(db, input));
      return c.json(withSlugNotice('marque', brandJson(mustExist(getBrand(db, id), `Marque ${id}`))), 201);
    })
    .on(['PATCH', 'PUT'], '/api/v1/products/marques/:id/', async (c) => {
      requireStaff(c);
      const id = pathId(c.req.param('id'));
      const patch = await body(c, c.req.method === 'PUT' ? brandWriteSchema : brandPatchSchema);
      write(deps, () => {
        const current = getBrand(db, id);
        if (!current) throw notFound();
        updateBrand(db, id, {
          nom: patch.nom ?? current.nom,
          couleur: patch.couleur ?? current.couleur,
          couleur_texte: patch.couleur_texte ?? current.couleur_texte,
        });
      });
      return c.json(brandJson(mustExist(getBrand(db, id), `Marque ${id}`)));
    })
    .delete('/api/v1/products/marques/:id/', (c) => {
      requireStaff(c);
      const id = pathId(c.req.param('id'));
      write(deps, () => {
        if (!getBrand(db, id)) throw notFound();
        deleteBrand(db, id);
      });
      return c.body(null, 204);
    });
}
