/** The serving process: the page shown while the first release builds, and the rebuild trigger's answers. */

/** Our own wording (the spec words none of these). */
const own = {
  preparing: 'Le site se prépare, réessayez dans un instant.',
  rebuildTokenRefused: 'Jeton de reconstruction manquant ou invalide.',
  rebuildScheduled: 'Reconstruction programmée.',
} as const;

export const opsMessages = { ...own } as const;
