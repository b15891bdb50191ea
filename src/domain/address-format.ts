/**
 * An address as every screen writes it, and the one the checkout preselects. Apart from address.ts (the profile
 * string's parsing, the book's list operations), so that the checkout's page loads only these.
 */

export const CITY = 'Kinshasa';

/** `rue, N°numero, quartier, commune, ville` (empty parts left out): the profile string, an order's address. */
export function formatAddress(a: { rue?: string; numero?: string; quartier?: string; commune?: string; ville?: string }): string {
  const numero = a.numero?.trim();
  return [a.rue?.trim(), numero ? `N°${numero}` : '', a.quartier?.trim(), a.commune?.trim(), (a.ville ?? CITY).trim()]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** The address the checkout preselects: the default one, else the first. */
export function defaultAddress<A extends { is_default: boolean }>(list: readonly A[]): A | undefined {
  return list.find((a) => a.is_default) ?? list[0];
}
