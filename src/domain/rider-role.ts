/**
 * A rider (« livreur »): not staff (src/domain/roles.ts); in gestion he reaches his own round only. Apart from roles.ts,
 * which every page's header loads: only the login page and gestion need to know a rider.
 */
export function isRiderUser(user: { role?: unknown } | null | undefined): boolean {
  return user?.role === 'livreur';
}
