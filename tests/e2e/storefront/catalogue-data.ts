import type { APIRequestContext } from '@playwright/test';

/** The catalogue the shop under test was built from, read from its own API (same origin). */
export interface TestCatalogue {
  categories: { id: number; nom: string }[];
  brands: { id: number; nom: string }[];
  products: {
    id: number;
    nom: string;
    marque: { nom: string } | null;
    categorie: { nom: string } | null;
    stock: number;
    description: string | null;
  }[];
}

async function all<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = [];
  let url: string | null = path;
  while (url) {
    const response = await request.get(url);
    const body = (await response.json()) as T[] | { results: T[]; next: string | null };
    if (Array.isArray(body)) return body;
    items.push(...body.results);
    url = body.next;
  }
  return items;
}

export async function readCatalogue(request: APIRequestContext): Promise<TestCatalogue> {
  return {
    categories: await all(request, '/api/v1/products/categories/'),
    brands: await all(request, '/api/v1/products/marques/'),
    products: await all(request, '/api/v1/products/produits/'),
  };
}

/** `Bières` → `bieres` (same rule as the shop's URLs). */
export const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
