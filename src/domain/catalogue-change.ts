/**
 * What a saved change of the catalogue is about, as the server announces it to the publisher (docs/decisions/043).
 * A product's price (or promotion, or deposit), its stock, its reviews, its photo, or its removal (archived or
 * deleted): that product; its threshold, which only staff sees, changes no page: nothing; anything else (a new product
 * or one put back on sale, its name, category or brand, the categories, the brands, a change announced by another
 * machine, the site's own code) is structural. Which pages
 * a change touches is the publisher's (src/catalogue/touched-pages.ts); what changed is said here, once.
 */
export type CatalogueChange = { kind: ProductChangeKind; productId: number } | { kind: 'structural' };

/**
 * What changed of one product: its price (promotion, deposit), its stock, its reviews, its photo, or its removal from
 * the storefront (archived or deleted).
 */
export type ProductChangeKind = 'price' | 'stock' | 'review' | 'photo' | 'removed';

export const STRUCTURAL: CatalogueChange = { kind: 'structural' };

/**
 * The product fields whose change is a price change (what a line costs: price, promotion, deposit and whether it is
 * sold with one, shown wherever the price is); `stock` is a stock change; any other field is structural.
 */
const PRICE_FIELDS = new Set(['prix_cents', 'prix_promo_cents', 'prix_consigne_cents', 'vendu_avec_consigne']);

/** Fields no storefront page shows (the catalogue's API does not send them): their change publishes nothing. */
const STAFF_ONLY_FIELDS = new Set(['seuil_stock']);

/** A product's write that archives it: whatever else it changed, the product leaves the storefront. */
export const ARCHIVED = 'archive';

/** The change a product's write makes from the fields it changed (none: structural, as any unknown write). */
export function productChange(productId: number, written: readonly string[]): CatalogueChange[] {
  if (written.includes(ARCHIVED)) return [{ kind: 'removed', productId }];
  const fields = written.filter((f) => !STAFF_ONLY_FIELDS.has(f));
  if (written.length > 0 && fields.length === 0) return [];
  if (fields.length === 0 || fields.some((f) => f !== 'stock' && !PRICE_FIELDS.has(f))) return [STRUCTURAL];
  const changes: CatalogueChange[] = [];
  if (fields.some((f) => PRICE_FIELDS.has(f))) changes.push({ kind: 'price', productId });
  if (fields.includes('stock')) changes.push({ kind: 'stock', productId });
  return changes;
}

/**
 * The changes of two publications' worth as one: the union of their product changes, each once, or only
 * STRUCTURAL when either has a structural one (a whole build publishes everything).
 */
export function mergeChanges(a: readonly CatalogueChange[], b: readonly CatalogueChange[]): CatalogueChange[] {
  const all = [...a, ...b];
  if (all.some((c) => c.kind === 'structural')) return [STRUCTURAL];
  const seen = new Map<string, CatalogueChange>();
  for (const change of all) if (change.kind !== 'structural') seen.set(`${change.kind}:${change.productId}`, change);
  return [...seen.values()];
}
