import { categoryPath } from '../config/paths.ts';
import { findByName } from '../domain/text-match.ts';

/** What the 404 page shows for a path: a product, a category (redirect or list), or nothing special. */
export type NotFoundCase = { kind: 'product' } | { kind: 'category'; name: string } | { kind: 'page' };

export function classifyMissingPath(pathname: string): NotFoundCase {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (first === 'produit') return { kind: 'product' };
  if (first === 'categorie' && second) {
    let name = second;
    try {
      name = decodeURIComponent(second);
    } catch {
      /* keep the raw segment */
    }
    return { kind: 'category', name };
  }
  return { kind: 'page' };
}

function isIndex(value: unknown): value is { slug: string; nom: string }[] {
  return Array.isArray(value) && value.every((c) => c && typeof c === 'object' && typeof c.slug === 'string' && typeof c.nom === 'string');
}

function reveal(selector: string): HTMLElement | null {
  const node = document.querySelector<HTMLElement>(selector);
  if (node) node.hidden = false;
  return node;
}

/** Runs on the 404 page: `/produit/x` says 'Produit non trouvé'; `/categorie/x` redirects to the matching category. */
export async function handleNotFound(): Promise<void> {
  const found = classifyMissingPath(location.pathname);
  if (found.kind === 'page') return;
  const generic = document.querySelector<HTMLElement>('[data-case="page"]');
  if (found.kind === 'product') {
    if (generic) generic.hidden = true;
    reveal('[data-case="product"]');
    return;
  }
  try {
    const response = await fetch('/catalogue-index.json');
    const data: unknown = await response.json();
    if (!isIndex(data)) throw new Error('index');
    const match = findByName(data, found.name);
    if (match) {
      location.replace(categoryPath(match.slug));
      return;
    }
    if (generic) generic.hidden = true;
    const box = reveal('[data-case="category"]');
    const text = box?.querySelector<HTMLElement>('[data-template]');
    if (text) {
      text.textContent = (text.dataset['template'] ?? '')
        .replace('{name}', found.name)
        .replace('{list}', data.map((c) => c.nom).join(', '));
    }
  } catch {
    /* keep the generic page */
  }
}
