import type { APIRoute } from 'astro';
import { getCatalogue } from '../catalogue/catalogue.ts';
import { pageCount } from '../catalogue/paging.ts';
import { categoryPath, paths, productPath } from '../config/paths.ts';
import { siteOrigin } from '../config/site.ts';
import { escapeHtml } from '../domain/html-escape.ts';

const STATIC_PATHS = [paths.home, paths.shop, paths.allProducts, paths.support, paths.privacy, paths.terms];

export const GET: APIRoute = async ({ site }) => {
  const { categories, products, productsByCategory } = await getCatalogue();
  const origin = siteOrigin(site);
  const paths = [
    ...STATIC_PATHS,
    ...categories.flatMap((c) =>
      Array.from({ length: pageCount(productsByCategory.get(c.slug)?.length ?? 0) }, (_, i) => categoryPath(c.slug, i + 1)),
    ),
    ...products.map((p) => productPath(p.id)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
