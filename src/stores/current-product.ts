/** The product page's read of its product at load, light (docs/decisions/006): no ky, no zod. */
import { readProductSnapshot, type ProductSnapshot } from '../api/product-snapshot.ts';
import { publicApiUrl } from './api-url.ts';

export type { ProductSnapshot };

/** Current price, stock and deposit of a product, from the API the browser calls. */
export const readCurrentProduct = (id: number): Promise<ProductSnapshot> => readProductSnapshot(id, { baseUrl: publicApiUrl });
