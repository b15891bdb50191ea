import type { z } from 'zod/mini';
import type { orderCreateSchema } from '../../contract/order.ts';
import type { StaffOrderSource } from '../../contract/staff-orders.ts';
import { summarizeCart } from '../../domain/cart.ts';
import { deliveryPlace } from '../../domain/delivery-place.ts';
import { kinshasaCompactDay } from '../../domain/kinshasa-time.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { needsConfirmation } from '../../domain/order-hold.ts';
import { isPaymentMethodAvailable } from '../../domain/payment.ts';
import { serverMessages } from '../../messages/server.ts';
import { digest, newSecret } from '../auth/secret.ts';
import { inGroupCommit } from '../db/group-commit.ts';
import { type Actor, recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { nextOrderNumber, orderNumbering } from '../db/order-numbers.ts';
import { insertOrder } from '../db/orders.ts';
import { type SaleRow, saleRowsByIds } from '../db/products.ts';
import type { Limit } from '../db/rate.ts';
import type { Db } from '../db/tables.ts';
import type { Deps } from '../http/env.ts';
import { HttpProblem } from '../http/problem.ts';
import { queueNewOrderMails } from '../mail/queue.ts';
import { queueNewOrderPush } from '../push/queue.ts';
import { orderJson } from '../serialize/order.ts';
import { countGuestOrder } from './guest-count.ts';
import { earlierAnswer, type Idempotency, keepAnswer } from './idempotent-answer.ts';
import { notifyOrderStatus } from './notify.ts';
import { checkEmptiesBack, offeredPayWith, orderPhone } from './order-rules.ts';
import { checkAvailable, takeAll } from './stock-take.ts';

export interface OrderRequest extends Customer {
  adresse: string;
  telephone: string;
  notes: string;
  modePaiement: string;
  /** `bouteilles_echangees`: the empties handed back on the line, in bottles (the website's are always 0). */
  articles: readonly { produit: number; quantite: number; avec_consigne: boolean; bouteilles_echangees?: number }[];
  /**
   * A guest order's limits (its address, its phone number): refused when one spent its share, held for the shop's
   * call whatever its size when another order was placed under one of them in the window (guest-limits.ts).
   */
  seenAs?: { limits: readonly Limit[] };
  /**
   * The staff member who took the order, and how (phone, WhatsApp, counter): journaled with it, and never held
   * « à confirmer » (the call the hold waits for is the one they took). None for the website's orders.
   */
  takenBy?: { actor: Actor; source: StaffOrderSource };
}

/** Who orders: an account (its name and e-mail as it holds them), or a guest (`userId` null, as typed). */
export interface Customer {
  userId: number | null;
  nomClient: string;
  email: string;
}

/** The order a checkout asks for, from its body as the contract validated it (registered or guest) and its customer. */
export function orderRequest(input: z.infer<typeof orderCreateSchema>, customer: Customer): OrderRequest {
  return {
    ...customer,
    adresse: input.adresse_livraison,
    telephone: input.telephone_livraison,
    notes: input.notes ?? '',
    modePaiement: input.mode_paiement,
    articles: input.articles,
  };
}

/** How an order is placed: `origin` prefixes URLs in the answer, `linkOrigin` the links in the e-mails. */
export interface Placing {
  origin: string;
  linkOrigin: string;
  idempotency: Idempotency | null;
}

/** `body` is the JSON text, so a replay answers byte for byte what the first request got. */
export interface OrderOutcome {
  status: number;
  body: string;
  replayed: boolean;
}

async function productsFor(db: Db, request: OrderRequest): Promise<Map<number, SaleRow>> {
  const ids = [...new Set(request.articles.map((a) => a.produit))];
  // An archived product is no longer sold: it counts as unknown.
  const products = new Map((await saleRowsByIds(db, ids)).filter((p) => p.archive === 0).map((p) => [p.id, p]));
  const missing = ids.filter((id) => !products.has(id));
  if (missing.length > 0) throw new HttpProblem(400, { articles: missing.map((id) => serverMessages.unknownProduct(id)) });
  return products;
}

/**
 * Places an order in ONE write transaction: idempotency lookup, prices recomputed from the catalogue with the domain
 * rules, the guest counts, the order and its lines, the journal of an order taken by the staff, notification,
 * e-mails (confirmation, the shop's alert), the staff's Web Push, idempotency record, and last the stock with its
 * movements naming the order, taken by one statement. All or nothing. On SQLite it is
 * group-committed with concurrent orders (db/group-commit.ts). On PostgreSQL, where orders run side by side, nothing
 * they share is locked before the end: the order's id and number come from sequences (db/order-numbers.ts), the
 * lines written are passed along rather than read back, and the products' rows, locked in id order by the stock's
 * update, are held from that statement to a COMMIT that does not wait for the disk (the answer does).
 */
export async function placeOrder(deps: Deps, input: OrderRequest, { origin, linkOrigin, idempotency }: Placing): Promise<OrderOutcome> {
  const request = { ...input, telephone: orderPhone(input.telephone) };
  // The checkout's disabled options (card, mobile money) create no order, whatever a client sends.
  if (!isPaymentMethodAvailable(request.modePaiement)) {
    throw new HttpProblem(400, { mode_paiement: [serverMessages.paymentNotOffered(request.modePaiement)] });
  }
  const { kind } = deps.engine;
  const now = deps.now();
  const numbering = await orderNumbering(deps.engine, kinshasaCompactDay(now));
  /** The products this order empties, whose static pages still show them in stock (set by the work's last run). */
  let emptied: number[] = [];
  const outcome = await inGroupCommit(deps.engine, async (db): Promise<OrderOutcome> => {
    emptied = [];
    const earlier = idempotency ? await earlierAnswer(db, deps.engine, idempotency, now.getTime()) : null;
    if (earlier) return { ...earlier, replayed: true };
    const products = await productsFor(db, request);
    const product = (id: number) => mustExist(products.get(id), `Produit ${id}`);
    checkEmptiesBack(request.articles, products);
    const lines = request.articles.map((a) => {
      const p = product(a.produit);
      return {
        // A deposit only exists for products sold with one.
        produit: p.id,
        nom: p.nom,
        quantite: a.quantite,
        avec_consigne: a.avec_consigne && p.vendu_avec_consigne === 1,
        prix: centsToDecimalString(p.prix_cents),
        prix_promo: p.prix_promo_cents === null ? null : centsToDecimalString(p.prix_promo_cents),
        prix_consigne: centsToDecimalString(p.prix_consigne_cents),
        bouteilles: a.bouteilles_echangees ?? 0,
      };
    });
    const summary = summarizeCart(lines);
    const payWith = offeredPayWith(request.notes, summary.totalCents);
    // A large order, or a guest's second in minutes, is held for the shop's call: it takes its stock when the staff
    // confirm it (held-order.ts). A guest's name that spent its share refuses the order (guest-limits.ts).
    const repeated = request.seenAs !== undefined && (await countGuestOrder(db, kind, request.seenAs.limits, now.getTime()));
    const held =
      request.takenBy === undefined &&
      (repeated ||
        needsConfirmation(
          request.articles.map((a) => ({ produit: a.produit, unite: products.get(a.produit)?.unite, quantite: a.quantite })),
          summary.goodsCents,
        ));
    const nameOf = (id: number) => product(id).nom;
    // Checked on what was read (a held order takes nothing; the taking below checks again, under its lock).
    await checkAvailable(db, request.articles, (id) => product(id).stock, nameOf);
    const trackingToken = request.userId === null ? newSecret() : null;
    const { order, articles } = await insertOrder(
      db,
      kind,
      {
        numero_commande: await nextOrderNumber(db, numbering),
        user_id: request.userId,
        token_suivi_hash: trackingToken === null ? null : digest(trackingToken),
        date_commande: now.toISOString(),
        goods_cents: summary.goodsCents,
        deposits_cents: summary.depositsCents,
        frais_livraison_cents: summary.deliveryFeeCents,
        total_cents: summary.totalCents,
        adresse_livraison: request.adresse,
        telephone_livraison: request.telephone,
        nom_client: request.nomClient,
        email: request.email,
        notes: request.notes,
        mode_paiement: request.modePaiement,
        paie_avec_cents: payWith,
        a_confirmer: held ? 1 : 0,
        source: request.takenBy?.source ?? 'site',
        saisie_par: request.takenBy?.actor.email ?? null,
        commune: deliveryPlace(request.adresse).commune,
      },
      summary.validLines.map((v) => ({
        produit_id: v.line.produit,
        nom: v.line.nom,
        quantite: v.quantity,
        prix_unitaire_cents: v.unitPriceCents,
        prix_consigne_unitaire_cents: v.line.avec_consigne ? v.consigneCents : 0,
        avec_consigne: v.line.avec_consigne ? 1 : 0,
        bouteilles_echangees: v.line.bouteilles,
      })),
    );
    if (request.takenBy) {
      const { actor, source } = request.takenBy;
      await recordAction(db, actor, now.toISOString(), 'saisie', 'commande', order.id, { numero: order.numero_commande, source });
    }
    await notifyOrderStatus(db, order, now.toISOString(), articles);
    await queueNewOrderMails(deps, db, order, linkOrigin, trackingToken, articles);
    await queueNewOrderPush(deps.push, db, order, now);
    // A guest's tracking token goes back to the guest's browser alone: to the e-mail, never to the staff who took it.
    const body = JSON.stringify({
      ...(await orderJson(db, origin, order, { articles, products })),
      ...(trackingToken === null || request.takenBy ? {} : { token_suivi: trackingToken }),
    });
    if (idempotency) await keepAnswer(db, idempotency, 201, body, now.getTime());
    // Last, once the order exists so each product's movement names it (a shortage rolls the order back with it): on
    // PostgreSQL the products' rows stay locked from here to the COMMIT.
    if (!held) {
      await takeAll(
        db,
        kind,
        request.articles,
        nameOf,
        {
          type: 'commande',
          date: now.toISOString(),
          actor: null,
          userId: request.userId,
          commandeId: order.id,
        },
        (shown) => {
          emptied = shown;
        },
      );
    }
    return { status: 201, body, replayed: false };
  });
  if (!outcome.replayed) {
    deps.mail.queued();
    deps.push.queued();
    if (emptied.length > 0) deps.onCatalogueChange(emptied.map((productId) => ({ kind: 'stock', productId })));
  }
  return outcome;
}
