import type { APIRoute } from 'astro';
import { getCatalogue } from '../catalogue/catalogue.ts';

/** `[{slug, nom}]` of every category: read by the 404 page's category redirect and by the serving process. */
export const GET: APIRoute = async () => {
  const { categories } = await getCatalogue();
  return new Response(JSON.stringify(categories.map(({ slug, nom }) => ({ slug, nom }))), {
    headers: { 'Content-Type': 'application/json' },
  });
};
