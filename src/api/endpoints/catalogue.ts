import { itemsOf, listOrPaginated } from '../../contract/pagination.ts';
import { brandSchema, categorySchema, type ProductListParams, productSchema } from '../../contract/product.ts';
import type { ReviewCreateInput, ReviewUpdateInput } from '../../contract/review.ts';
import type { Http } from '../http.ts';

type Id = number | string;

/**
 * The reviews' schema and texts, loaded at the first call that needs them: a page that never reads nor writes a
 * review (the cart, the checkout) does not download them with the client.
 */
const reviewing = async () => {
  const [{ reviewSchema }, { reviewsMessages }] = await Promise.all([
    import('../../contract/review.ts'),
    import('../../messages/reviews.ts'),
  ]);
  return { reviewSchema, reviewsMessages };
};

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
    listProductReviews: async (productId: Id) =>
      requestAll({ path: `products/produits/${productId}/avis/`, schema: (await reviewing()).reviewSchema }),
    addReview: async (productId: Id, payload: ReviewCreateInput) => {
      const { reviewSchema, reviewsMessages } = await reviewing();
      return request({
        method: 'post',
        path: `products/produits/${productId}/ajouter_avis/`,
        json: payload,
        schema: reviewSchema,
        requiresToken: reviewsMessages.authRequiredAdd,
      });
    },
    updateReview: async (id: Id, patch: ReviewUpdateInput) => {
      const { reviewSchema, reviewsMessages } = await reviewing();
      return request({
        method: 'patch',
        path: `products/avis/${id}/`,
        json: patch,
        schema: reviewSchema,
        requiresToken: reviewsMessages.authRequiredEdit,
      });
    },
    listReviews: async () => requestAll({ path: 'products/avis/', schema: (await reviewing()).reviewSchema }),
    approveReview: async (id: Id) =>
      request({ method: 'patch', path: `products/avis/${id}/`, json: { approuve: true }, schema: (await reviewing()).reviewSchema }),
  };
}
