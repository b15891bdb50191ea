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
 * A writable atom of decoded values over a stored text: writing encodes (`''` removes the key); reading decodes
 * what came from elsewhere (another tab, an earlier visit: untrusted input), and gives back as it was the value this
 * tab wrote last, as long as the text is still the one it wrote (an order waiting to be sent stays the one prepared,
 * even when the server is the one to refuse its payload). `mount` is the store's work while anything listens to the
 * view (nanostores' `onMount`: it starts with the first listener and its returned stop runs a second after the last
 * one left).
 */
export function decodedView<T>(
  $text: WritableAtom<string>,
  decode: (text: string) => T,
  encode: (value: T) => string,
  mount?: () => () => void,
): WritableAtom<T> {
  let written: { text: string; value: T } | null = null;
  const $decoded = computed($text, (text) => (written !== null && written.text === text ? written.value : decode(text)));
  if (mount) onMount($decoded, mount);
  // A child object: the computed keeps its own `set` (it calls it to publish), the view adds the writer.
  const $view = Object.create($decoded) as WritableAtom<T>;
  $view.set = (value: T) => {
    const text = encode(value);
    written = { text, value };
    $text.set(text);
  };
  return $view;
}
