/** Where the account pages send the customer: login with a way back, and the way back after login. */
import { loginPathFor, paths } from '../../config/paths.ts';

export type GuardedPage = 'mes-commandes' | 'mon-compte' | 'modifier-profil' | 'adresses' | 'notifications';

const PATHS: Record<GuardedPage, string> = {
  'mes-commandes': paths.orders,
  'mon-compte': paths.account,
  'modifier-profil': paths.profileEdit,
  adresses: paths.addresses,
  notifications: paths.notifications,
};

/** The address page goes to `/connexion` (its legacy link), the others to `/connexion.html`; `next` brings them back. */
export function loginUrlFor(page: GuardedPage): string {
  return loginPathFor(PATHS[page], page === 'adresses' ? paths.loginShort : paths.login);
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

/** `/reset-password/{uid}/{token}` → its two parts (empty when missing). */
export function resetParams(pathname: string): { uid: string; token: string } {
  const [first, uid = '', token = ''] = pathname.split('/').filter(Boolean);
  return first === 'reset-password' ? { uid: decoded(uid), token: decoded(token) } : { uid: '', token: '' };
}

/** Login page steps: each has its own fragment, so its link works even when clicked before hydration. */
export const stepHash = { login: '#connexion', forgot: '#mot-de-passe-oublie', signup: '#inscription' } as const;

/** Browser navigation, one place (islands call it after their spec delays). */
export function goTo(path: string): void {
  window.location.assign(path);
}
