import type { APIRoute } from 'astro';
import { getCatalogue } from '../../../catalogue/catalogue.ts';
import { searchEntry } from '../../../catalogue/search-index.ts';

/** Compact index of a whole category, fetched by the search box of paginated categories. */
export async function getStaticPaths() {
  const { categories } = await getCatalogue();
  return categories.map((category) => ({ params: { slug: category.slug } }));
}

export const GET: APIRoute = async ({ params }) => {
  const { productsByCategory } = await getCatalogue();
  const entries = (productsByCategory.get(params.slug ?? '') ?? []).map(searchEntry);
  return new Response(JSON.stringify(entries), { headers: { 'Content-Type': 'application/json' } });
};
