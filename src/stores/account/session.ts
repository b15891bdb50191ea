/**
 * The customer's session: token under `authToken`, user under `userInfo`,
 * plus the former app's login flag and email under `isLoggedIn` ('true') and `userEmail`, both
 * cleared at logout. Follows other tabs through the persistent atoms' `storage` events while `$session`
 * is shown (nanostores' `onMount`).
 */
import { computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import type { Login, RegistrationInput } from '../../contract/account.ts';
import type { User } from '../../contract/user.ts';
import type { Failure, Result } from '../../domain/result.ts';
import { accountMessages } from '../../messages/account.ts';
import { api } from '../api.ts';
import { $authToken } from '../stored/auth-token.ts';
import { type SessionTexts, sessionTexts, storedSession } from '../stored/session-keys.ts';
import { decodedView } from '../stored/stored-text.ts';
import { storedUserOf } from '../stored/user.ts';

export type SessionState = 'checking' | 'signed-in' | 'signed-out';
export type SessionApi = Pick<Api, 'login' | 'loginWithLink' | 'register' | 'getMe' | 'requestPasswordReset' | 'confirmPasswordReset'>;

/** The failure of a call as the islands show it: the API client's French message and the DRF field errors. */
export function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError)) return { ok: false, message: fallback };
  return error.fieldErrors ? { ok: false, message: error.message, fieldErrors: error.fieldErrors } : { ok: false, message: error.message };
}

/** The shop path of a development reset link (`debug_info.reset_url` or `reset_link`), '' for anything else. */
export function resetPathOf(link: string | undefined): string {
  if (!link) return '';
  try {
    const { pathname } = new URL(link, 'http://boutique.invalid');
    return /^\/reset-password\/[^/]+\/[^/]+\/?$/.test(pathname) ? pathname : '';
  } catch {
    return '';
  }
}

/**
 * Builds the session store on a token atom and an API client (the browser's by default, see below).
 * `stored` are the texts under the session's keys ('' = absent); the browser shares the header's.
 */
export function createSessionStore(client: SessionApi, $token: WritableAtom<string>, stored: SessionTexts = sessionTexts()) {
  const $user = decodedView<User | null>(stored.$userInfo, storedUserOf, (user) => (user ? JSON.stringify(user) : ''));
  const { $loginFlag, $userEmail } = stored;

  /** A token alone is being checked (start-up, another tab's login); token and user: signed in. */
  const $session: ReadableAtom<SessionState> = computed([$token, $user], (token, user) =>
    !token ? 'signed-out' : user ? 'signed-in' : 'checking',
  );

  function remember(user: User): void {
    $user.set(user);
    $loginFlag.set('true');
    $userEmail.set(user.email);
  }

  function forget(): void {
    $user.set(null);
    $loginFlag.set('');
    $userEmail.set('');
  }

  /** Clears token, user info, login flag and email (the cart store re-creates the anonymous cart on the token change). */
  function logout(): void {
    if ($token.get()) $token.set('');
    forget();
  }

  let pending: { token: string; promise: Promise<User> } | null = null;

  /** The user of the current token: the stored one, else GET /accounts/me/ (one call per token); a failure signs out. */
  function ensureUser(): Promise<User> {
    const token = $token.get();
    const known = $user.get();
    if (!token) return Promise.reject(new ApiError(accountMessages.unauthenticated, { kind: 'unauthenticated' }));
    if (known) return Promise.resolve(known);
    if (pending?.token === token) return pending.promise;
    const promise = client.getMe().then(
      (user) => {
        if ($token.get() === token) remember(user);
        return user;
      },
      (error: unknown) => {
        if ($token.get() === token) logout();
        throw error;
      },
    );
    pending = { token, promise };
    void promise
      .catch(() => undefined)
      .finally(() => {
        if (pending?.promise === promise) pending = null;
      });
    return promise;
  }

  function onToken(token: string | undefined): void {
    if (!token) forget();
    else if (!$user.get()) void ensureUser().catch(() => undefined);
  }

  /**
   * The session's work while anything shows it (`$session` mounted; nanostores stops it a second after
   * the last listener left): a stored token plus user info is signed in at once; a token alone fetches
   * the user, a failure clearing both; a user without token is dropped; token changes, here and in other
   * tabs, are followed.
   */
  onMount($session, () => {
    const unbind = [$loginFlag.listen(() => undefined), $userEmail.listen(() => undefined), $token.subscribe(onToken)];
    return () => {
      for (const off of unbind) off();
    };
  });

  /** A new token from `call`, then the current user; the previous user's info is dropped first. */
  async function signInWith(call: () => Promise<{ token: string }>): Promise<Result<{ user: User }>> {
    let token: string;
    try {
      ({ token } = await call());
    } catch (error) {
      return failureOf(error, accountMessages.loginError);
    }
    forget();
    $token.set(token);
    try {
      return { ok: true, user: await ensureUser() };
    } catch (error) {
      return failureOf(error, accountMessages.loginError);
    }
  }

  /** POST /token-auth/ then the current user. */
  const login = (credentials: Login) => signInWith(() => client.login(credentials));

  /** The one-time login link mailed to an account past its wrong passwords (its secret from the link's fragment). */
  const loginWithLink = (secret: string) => signInWith(() => client.loginWithLink(secret));

  /** Registration then automatic login (`login` tells how it went); a failed login after a successful registration keeps the account. */
  async function register(payload: RegistrationInput): Promise<Result<{ login: Result<{ user: User }> }>> {
    try {
      await client.register(payload);
    } catch (error) {
      return failureOf(error, error instanceof ApiError ? accountMessages.registerError : accountMessages.registerContextError);
    }
    return { ok: true, login: await login({ username: payload.username, password: payload.password }) };
  }

  /** Fetches the current user again (profile page); a rejected token signs out. */
  async function refreshUser(): Promise<User | null> {
    const token = $token.get();
    if (!token) return null;
    try {
      const user = await withSession(() => client.getMe());
      if ($token.get() === token) remember(user);
      return user;
    } catch {
      return $user.get();
    }
  }

  /**
   * Runs an API call; a 401 for a stored token signs out cleanly. A public call (catalogue, cart,
   * guest order) is then retried once as guest; an account call rethrows.
   */
  async function withSession<T>(call: () => Promise<T>, options: { public?: boolean } = {}): Promise<T> {
    const tokenBefore = $token.get();
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !tokenBefore) throw error;
      if ($token.get() === tokenBefore) logout();
      if (options.public) return call();
      throw error;
    }
  }

  /** POST /accounts/password-reset/; `devLink` only when a development server sends the link back. */
  async function requestPasswordReset(email: string): Promise<Result<{ devLink: string }>> {
    try {
      const answer = await withSession(() => client.requestPasswordReset({ email }), { public: true });
      return { ok: true, devLink: resetPathOf(answer.debug_info?.reset_url ?? answer.reset_link) };
    } catch (error) {
      return failureOf(error, accountMessages.resetRequestError);
    }
  }

  /** POST /accounts/password-reset/confirm/: the server's error, else the reset page's own message. */
  async function confirmPasswordReset(payload: { uid: string; token: string; new_password: string }): Promise<Result> {
    try {
      await withSession(() => client.confirmPasswordReset(payload), { public: true });
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http') return { ok: false, message: error.message };
      return { ok: false, message: accountMessages.resetPageError };
    }
  }

  return {
    requestPasswordReset,
    confirmPasswordReset,
    $user,
    $session,
    $loginFlag,
    $userEmail,
    login,
    loginWithLink,
    register,
    logout,
    refreshUser,
    withSession,
    ensureUser,
    remember,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's session, on the shop's one client and `$authToken`. */
export const session = createSessionStore(api, $authToken, storedSession);
