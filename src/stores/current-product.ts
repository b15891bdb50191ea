/** The product page's read of its product at load, light (docs/decisions/009): the contract without ky. */
import { readProduct } from '../api/read-product.ts';
import type { Product } from '../contract/product.ts';
import { publicApiUrl } from './api-url.ts';

/** Current price, stock and deposit of a product, from the API the browser calls. */
export const readCurrentProduct = (id: number): Promise<Product> => readProduct(id, { baseUrl: publicApiUrl });
