/**
 * The login token under the spec's `authToken` key, as a plain string ('' = signed out: the key is removed).
 * It follows other tabs through the `storage` event while anything listens.
 */
import { storedText } from './stored-text.ts';

export const $authToken = storedText('authToken');
