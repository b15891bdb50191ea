import { Hono } from 'hono';
import { reviewCreateSchema, reviewUpdateSchema } from '../../contract/review.ts';
import { serverMessages } from '../../messages/server.ts';
import { recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { hasDeliveredProduct } from '../db/orders.ts';
import { getProduct, getSoldProduct } from '../db/products.ts';
import { findReview, getReview, insertReview, listReviews, productReviews, type ReviewRow, updateReview } from '../db/reviews.ts';
import { transaction } from '../db/transaction.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { paginateList } from '../http/pagination.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { body } from '../http/validate.ts';
import { pathId } from './catalogue.ts';

function reviewJson(r: ReviewRow, userId: number | null) {
  return {
    id: r.id,
    produit: r.produit_id,
    note: r.note,
    commentaire: r.commentaire,
    approuve: r.approuve === 1,
    utilisateur_est_auteur: r.user_id === userId,
    auteur: r.auteur,
    date_creation: r.date_creation,
  };
}

/** Reviews: only for products of the author's delivered orders, one per product, moderated by staff. */
export function reviewRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/products/produits/:id/avis/', async (c) => {
      const product = await getProduct(db, pathId(c.req.param('id')));
      if (!product) throw notFound();
      const userId = c.get('user')?.id ?? null;
      return c.json((await productReviews(db, product.id, userId)).map((r) => reviewJson(r, userId)));
    })
    .post('/api/v1/products/produits/:id/ajouter_avis/', async (c) => {
      const me = requireUser(c);
      const product = await getSoldProduct(db, pathId(c.req.param('id')));
      if (!product) throw notFound();
      const input = await body(c, reviewCreateSchema);
      if (input.produit !== product.id) throw new HttpProblem(400, { produit: [serverMessages.reviewProductMismatch] });
      const id = await transaction(deps.engine, async (db) => {
        if (!(await hasDeliveredProduct(db, me.id, product.id))) throw new HttpProblem(400, { detail: serverMessages.reviewNotAllowed });
        if (await findReview(db, product.id, me.id)) throw new HttpProblem(400, { detail: serverMessages.reviewExists });
        return await insertReview(
          db,
          { produit_id: product.id, user_id: me.id, note: input.note, commentaire: input.commentaire },
          deps.now().toISOString(),
        );
      });
      return c.json(reviewJson(mustExist(await getReview(db, id), `Avis ${id}`), me.id), 201);
    })
    .get('/api/v1/products/avis/', async (c) => {
      const me = requireUser(c);
      return c.json(
        paginateList(
          c,
          originOf(c, deps),
          (await listReviews(db, me.isStaff ? null : me.id)).map((r) => reviewJson(r, me.id)),
        ),
      );
    })
    .patch('/api/v1/products/avis/:id/', async (c) => {
      const me = requireUser(c);
      const review = await getReview(db, pathId(c.req.param('id')));
      if (!review || (review.user_id !== me.id && !me.isStaff)) throw notFound();
      const patch = await body(c, reviewUpdateSchema);
      if (patch.approuve !== undefined && !me.isStaff) {
        throw new HttpProblem(403, { detail: serverMessages.permissionDenied });
      }
      // Moderation approves or rejects a customer's words; it never puts other words (or stars) in their name.
      if (review.user_id !== me.id && (patch.note !== undefined || patch.commentaire !== undefined)) {
        throw new HttpProblem(403, { detail: serverMessages.reviewNotRewritten });
      }
      if (patch.produit !== undefined && patch.produit !== review.produit_id)
        throw new HttpProblem(400, { produit: [serverMessages.reviewProductMismatch] });
      const authorEdit = review.user_id === me.id && (patch.note !== undefined || patch.commentaire !== undefined);
      // An author's edit goes back to moderation; staff decide with `approuve`.
      const approuve = patch.approuve ?? (authorEdit ? false : review.approuve === 1);
      const moderated = approuve !== (review.approuve === 1);
      await transaction(deps.engine, async (db) => {
        await updateReview(db, review.id, {
          note: patch.note ?? review.note,
          commentaire: patch.commentaire ?? review.commentaire,
          approuve,
        });
        if (moderated && me.isStaff && patch.approuve !== undefined) {
          await recordAction(db, me, deps.now().toISOString(), approuve ? 'approbation' : 'retrait', 'avis', review.id, {
            produit: review.produit_id,
          });
        }
      });
      // Product pages show approved reviews only: the site is published again when that set changes, or when the words
      // or stars of one that stays approved do (a staff member's own review kept approved).
      const reworded = (patch.note ?? review.note) !== review.note || (patch.commentaire ?? review.commentaire) !== review.commentaire;
      if (moderated || (approuve && reworded)) deps.onCatalogueChange([{ kind: 'review', productId: review.produit_id }]);
      return c.json(reviewJson(mustExist(await getReview(db, review.id), `Avis ${review.id}`), me.id));
    });
}
