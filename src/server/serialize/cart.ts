import { summarizeCart } from '../../domain/cart.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { cartArticles } from '../db/carts.ts';
import { getProductsByIds } from '../db/products.ts';
import type { Db } from '../db/tables.ts';
import { productJson } from './product.ts';

/** Server cart with current prices (promo applied by the domain rule) and its totals. */
export async function cartJson(db: Db, origin: string, cartId: number) {
  const articles = await cartArticles(db, cartId);
  const products = new Map(
    (
      await getProductsByIds(
        db,
        articles.map((a) => a.produit_id),
      )
    ).map((p) => [p.id, productJson(origin, p)]),
  );
  const lines = articles.flatMap((a) => {
    const produit = products.get(a.produit_id);
    if (!produit) return [];
    return [
      {
        id: a.id,
        produit,
        quantite: a.quantite,
        avec_consigne: a.avec_consigne === 1,
        prix: produit.prix,
        prix_promo: produit.prix_promo,
        prix_consigne: produit.prix_consigne,
      },
    ];
  });
  const summary = summarizeCart(lines);
  const priceOf = new Map(summary.validLines.map((v) => [v.line.id, v.unitPriceCents]));
  return {
    id: cartId,
    articles: lines.map((l) => ({
      id: l.id,
      produit: l.produit,
      quantite: l.quantite,
      prix_unitaire: centsToDecimalString(priceOf.get(l.id) ?? 0),
      prix_consigne_unitaire: l.prix_consigne,
      avec_consigne: l.avec_consigne,
    })),
    sous_total: centsToDecimalString(summary.goodsCents),
    total_consignes: centsToDecimalString(summary.depositsCents),
    frais_livraison: centsToDecimalString(summary.deliveryFeeCents),
    total: centsToDecimalString(summary.totalCents),
    nombre_articles: summary.itemCount,
  };
}
