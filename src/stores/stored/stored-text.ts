/**
 * One persistent atom per localStorage key, holding the stored text as is. The header and the full
 * stores both decode it through the contract's schemas (the stores through `decodedView`). Both read
 * the SAME atom, so a change made in this tab reaches the header at once (two persistent atoms on one
 * key would only meet through another tab's `storage` event).
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed, onMount, type WritableAtom } from 'nanostores';
import { installGuardedStorage } from './guarded-storage.ts';

/** The text under `key` ('' when absent; writing '' removes the key). */
export function storedText(key: string): WritableAtom<string> {
  installGuardedStorage();
  return persistentAtom<string>(key, '', {
    encode: (text) => (text === '' ? undefined : text),
    decode: (text) => text,
  });
}

/**
 * A writable atom of decoded values over a stored text: reading decodes (untrusted input),
 * writing encodes (`''` removes the key). Used by the full stores in place of their own persistent atom.
 * `mount` is the store's work while anything listens to the view (nanostores' `onMount`: it starts with
 * the first listener and its returned stop runs a second after the last one left).
 */
export function decodedView<T>(
  $text: WritableAtom<string>,
  decode: (text: string) => T,
  encode: (value: T) => string,
  mount?: () => () => void,
): WritableAtom<T> {
  const $decoded = computed($text, decode);
  if (mount) onMount($decoded, mount);
  // A child object: the computed keeps its own `set` (it calls it to publish), the view adds the writer.
  const $view = Object.create($decoded) as WritableAtom<T>;
  $view.set = (value: T) => $text.set(encode(value));
  return $view;
}
