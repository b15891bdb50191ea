/** Categories, category and brand listings. */

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
} as const;

export const catalogueMessages = { ...quoted, ...own } as const;
