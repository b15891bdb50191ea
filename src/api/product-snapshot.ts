/**
 * The product page's one read at load, GET /products/produits/{id}/, without ky or zod
 * (docs/decisions/006): plain `fetch` with the client's timeout, and a hand-written check of the
 * fields the add-to-cart island reads, accepting exactly what `productSchema` accepts for them
 * (a property test keeps both equal). Every other call goes through `createApi`.
 */
import type { Decimal } from '../contract/decimal.ts';
import { DECIMAL_PATTERN, isPositiveId as isId, isRecord } from '../contract/plain-checks.ts';
import type { Product } from '../contract/product.ts';
import { defaultTimeout } from './timeout.ts';

/** What the add-to-cart island needs of the current product; `marque` is the brand's name. */
export type ProductSnapshot = Pick<
  Product,
  'id' | 'nom' | 'prix' | 'prix_promo' | 'prix_consigne' | 'stock' | 'image' | 'vendu_avec_consigne'
> & {
  marque: string | null;
};

/** `decimalSchema`: a decimal string (`"2500.00"`, spaces trimmed) or a finite number; undefined when invalid. */
function decimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL_PATTERN.test(value.trim())) return value.trim();
  return undefined;
}

/** `nullableDecimal`: missing or null gives null. */
const nullableDecimal = (value: unknown): Decimal | null | undefined => (value === null || value === undefined ? null : decimal(value));

/** `namedRefSchema` reduced to the name: `{id, nom}`, a bare id, or null/missing. */
function brandName(value: unknown): string | null | undefined {
  if (value === null || value === undefined || isId(value)) return null;
  if (!isRecord(value) || !isId(value['id'])) return undefined;
  const nom = value['nom'];
  if (nom === null || nom === undefined) return null;
  return typeof nom === 'string' ? nom : undefined;
}

/** The snapshot of a product body, or null when one of the fields read is not what the contract allows. */
export function decodeProductSnapshot(raw: unknown): ProductSnapshot | null {
  if (!isRecord(raw)) return null;
  const { id, nom, stock, image, vendu_avec_consigne: sold } = raw;
  const prix = decimal(raw['prix']);
  const promo = nullableDecimal(raw['prix_promo']);
  const consigne = nullableDecimal(raw['prix_consigne']);
  const marque = brandName(raw['marque']);
  if (!isId(id) || typeof nom !== 'string' || typeof stock !== 'number' || !Number.isSafeInteger(stock)) return null;
  if (prix === undefined || promo === undefined || consigne === undefined || marque === undefined) return null;
  if (!(image === null || image === undefined || typeof image === 'string')) return null;
  if (!(sold === null || sold === undefined || typeof sold === 'boolean')) return null;
  return {
    id,
    nom,
    prix,
    prix_promo: promo,
    prix_consigne: consigne,
    stock,
    image: image ?? null,
    marque,
    vendu_avec_consigne: sold ?? false,
  };
}

export interface SnapshotOptions {
  /** Base URL of the API (`/api/v1` or absolute). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeout?: number;
}

/** The current product; rejects with a readable reason (network, time-out, HTTP status, invalid body). */
export async function readProductSnapshot(
  id: number,
  { baseUrl, fetch: send = fetch, timeout = defaultTimeout }: SnapshotOptions,
): Promise<ProductSnapshot> {
  const url = `${baseUrl.replace(/\/+$/, '')}/products/produits/${id}/`;
  const response = await send(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeout) });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  const snapshot = decodeProductSnapshot(await response.json());
  if (!snapshot) throw new Error(`${url} : réponse non conforme au contrat`);
  return snapshot;
}
