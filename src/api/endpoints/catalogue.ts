import { itemsOf, listOrPaginated } from '../../contract/pagination.ts';
import { brandSchema, categorySchema, type ProductListParams, productSchema } from '../../contract/product.ts';
import { type ReviewCreateInput, type ReviewUpdateInput, reviewSchema } from '../../contract/review.ts';
import { reviewsMessages } from '../../messages/reviews.ts';
import type { Http } from '../http.ts';

type Id = number | string;

/** Products, categories, brands and reviews; every list is followed page by page to its end. */
export function catalogueEndpoints({ request, requestAll }: Http) {
  return {
    listProducts: (params: ProductListParams = {}) =>
      requestAll({ path: 'products/produits/', schema: productSchema, searchParams: { ...params } }),
    listFeaturedProducts: async () =>
      itemsOf(
        await request({
          path: 'products/produits/',
          schema: listOrPaginated(productSchema),
          searchParams: { limit: 4, ordering: '-date_ajout' },
        }),
      ),
    getProduct: (id: Id) => request({ path: `products/produits/${id}/`, schema: productSchema }),
    listCategories: () => requestAll({ path: 'products/categories/', schema: categorySchema }),
    listBrands: () => requestAll({ path: 'products/marques/', schema: brandSchema }),
    listProductReviews: (productId: Id) => requestAll({ path: `products/produits/${productId}/avis/`, schema: reviewSchema }),
    addReview: (productId: Id, payload: ReviewCreateInput) =>
      request({
        method: 'post',
        path: `products/produits/${productId}/ajouter_avis/`,
        json: payload,
        schema: reviewSchema,
        requiresToken: reviewsMessages.authRequiredAdd,
      }),
    updateReview: (id: Id, patch: ReviewUpdateInput) =>
      request({
        method: 'patch',
        path: `products/avis/${id}/`,
        json: patch,
        schema: reviewSchema,
        requiresToken: reviewsMessages.authRequiredEdit,
      }),
    listReviews: () => requestAll({ path: 'products/avis/', schema: reviewSchema }),
    approveReview: (id: Id) => request({ method: 'patch', path: `products/avis/${id}/`, json: { approuve: true }, schema: reviewSchema }),
  };
}
