import type { APIRoute } from 'astro';
import { getCatalogue } from '../catalogue/catalogue.ts';
import { categoryPagePath, pageCount } from '../catalogue/paging.ts';

const STATIC_PATHS = ['/', '/boutique', '/achat.html', '/support.html', '/politique-de-confidentialite.html', '/termes-cond.html'];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ site }) => {
  const { categories, products, productsByCategory } = await getCatalogue();
  const origin = site ?? new URL('http://localhost:4321');
  const paths = [
    ...STATIC_PATHS,
    ...categories.flatMap((c) =>
      Array.from({ length: pageCount(productsByCategory.get(c.slug)?.length ?? 0) }, (_, i) => categoryPagePath(c.slug, i + 1)),
    ),
    ...products.map((p) => `/produit/${p.id}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
