import { Hono } from 'hono';
import { gestionMessages } from '../../messages/gestion.ts';
import { recordAction } from '../db/journal.ts';
import { deleteReview, getReview, type StaffReviewRow, staffReviews } from '../db/reviews.ts';
import { transaction } from '../db/transaction.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps, Publication, PublicationState } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { paginateList } from '../http/pagination.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { pathId } from './catalogue.ts';

function staffReviewJson(r: StaffReviewRow) {
  return {
    id: r.id,
    produit: r.produit_id,
    produit_nom: r.produit_nom,
    note: r.note,
    commentaire: r.commentaire,
    approuve: r.approuve === 1,
    auteur: r.auteur,
    date_creation: r.date_creation,
  };
}

/** The publication state as src/contract/staff-catalogue.ts words it. */
function publicationJson(s: PublicationState) {
  return {
    etat: s.running ? 'en_cours' : s.lastError !== null ? 'echec' : s.current !== null ? 'en_ligne' : 'aucune',
    version: s.current,
    en_ligne_depuis: s.liveSince,
    en_attente: s.waiting,
    site_entier: s.whole,
    erreur: s.lastError,
    version_precedente: s.previous,
    modifications_en_attente: s.waitingChanges,
    en_attente_depuis: s.waitingSince,
  };
}

function publicationOf(deps: Deps): Publication {
  if (!deps.publication) throw new HttpProblem(404, { detail: gestionMessages.noPublication });
  return deps.publication;
}

/** Review moderation, and the live site's publication (state, rollback) for the staff. */
export function staffDeskRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/staff/avis/', async (c) => {
      requireStaff(c);
      const statut = c.req.query('statut');
      const approved = statut === 'approuve' ? true : statut === 'en_attente' ? false : null;
      return c.json(paginateList(c, originOf(c, deps), (await staffReviews(db, approved)).map(staffReviewJson)));
    })
    .delete('/api/v1/products/avis/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const review = await getReview(db, id);
      if (!review) throw notFound();
      await transaction(deps.engine, async (db) => {
        await deleteReview(db, id);
        await recordAction(db, me, deps.now().toISOString(), 'rejet', 'avis', id, {
          produit: review.produit_id,
          note: review.note,
          commentaire: review.commentaire,
        });
      });
      // A rejected approved review no longer counts in the product's rating.
      if (review.approuve === 1) deps.onCatalogueChange([{ kind: 'review', productId: review.produit_id }]);
      return c.body(null, 204);
    })
    .get('/api/v1/staff/publication/', async (c) => {
      requireStaff(c);
      c.header('Cache-Control', 'no-store');
      return c.json(publicationJson(await publicationOf(deps).state()));
    })
    .post('/api/v1/staff/publication/retour/', async (c) => {
      const me = requireStaff(c);
      const publication = publicationOf(deps);
      const before = await publication.state();
      if (before.previous === null) throw new HttpProblem(400, { detail: gestionMessages.noPreviousRelease });
      try {
        await publication.rollback();
      } catch (error) {
        throw new HttpProblem(400, { detail: gestionMessages.rollbackFailed(error instanceof Error ? error.message : String(error)) });
      }
      await transaction(
        deps.engine,
        async (db) =>
          await recordAction(db, me, deps.now().toISOString(), 'retour_arriere', 'publication', null, {
            de: before.current,
            vers: before.previous,
          }),
      );
      return c.json(publicationJson(await publication.state()));
    });
}
