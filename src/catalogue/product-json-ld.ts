import { centsToDecimalString } from '../domain/money.ts';
import type { ProductView } from './views.ts';

/** schema.org `Product` of a product page: price in CDF, availability, approved-review rating. */
export function productJsonLd(product: ProductView, pageUrl: string, imageUrl: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nom,
    sku: String(product.id),
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.marque ? { brand: { '@type': 'Brand', name: product.marque } } : {}),
    ...(product.categorie ? { category: product.categorie.nom } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'CDF',
      price: centsToDecimalString(product.promoCents ?? product.priceCents),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
