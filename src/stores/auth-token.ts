import { persistentAtom } from '@nanostores/persistent';

/**
 * The login token, kept under the spec's `authToken` key as a plain string ('' = signed out).
 * Persistent atoms follow other tabs through the `storage` event.
 */
export const $authToken = persistentAtom<string>('authToken', '');
