/** The product page's read of its current price and stock, through the contract without ky (docs/decisions/009). */
import { readProduct } from '../../api/read-product.ts';
import { publicApiUrl } from '../../config/public-api-url.ts';
import type { Product } from '../../contract/product.ts';

/** Current price, stock and deposit of a product, from the API the browser calls. */
export const readCurrentProduct = (id: number): Promise<Product> => readProduct(id, { baseUrl: publicApiUrl });
