/** Categories, category and brand listings. */
import { plural } from './plural.ts';

/** Worded by the spec: verbatim. */
const quoted = {
  categoriesTitle: 'Nos Catégories de Produits',
  brandFilterDefault: 'Filtrer par Marque',
  emptyCategory: 'Aucun produit disponible dans cette catégorie pour le moment.',
  noMatch: 'Aucun produit ne correspond à vos critères de recherche.',
  backHome: "Retourner à l'accueil",
  categoryNotFound: (name: string, available: readonly string[] | string) =>
    `Catégorie "${name}" non trouvée. Catégories disponibles: ${typeof available === 'string' ? available : available.join(', ')}`,
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  searchPlaceholder: 'Rechercher un produit ou une marque',
  loading: 'Chargement...',
  /** Products of a category: all of them, then how many the search or the brand filter keeps. */
  productCount: (n: number) => plural(n, 'produit', 'produits'),
  filteredCount: (shown: number, total: number) => `${plural(shown, 'produit', 'produits')} sur ${total}`,
  pageOf: (page: number, pages: number) => `page ${page} sur ${pages}`,
} as const;

export const catalogueMessages = { ...quoted, ...own } as const;
