/**
 * The contract (zod/mini and the schemas) loads when there is something to decode or when the customer
 * acts, never for nothing (docs/decisions/009): a visitor with nothing stored, who does not touch the
 * add-to-cart form, downloads none of it. The header asks for it when a cart, a user or a token is
 * stored; the product page at the first sign of intent. `$contract` holds the loaded readers (null
 * until then), so each light store shows what it decodes as soon as anyone loaded them.
 */
import { atom, type ReadableAtom } from 'nanostores';

export type ContractReaders = typeof import('./contract-readers.ts')['contractReaders'];

const $loaded = atom<ContractReaders | null>(null);
export const $contract: ReadableAtom<ContractReaders | null> = $loaded;

let loading: Promise<ContractReaders> | null = null;

/** The readers, loaded once; a failed download (offline) is tried again at the next call. */
export function loadContract(): Promise<ContractReaders> {
  if (!loading) {
    const attempt = import('./contract-readers.ts').then(({ contractReaders }) => {
      $loaded.set(contractReaders);
      return contractReaders;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/** Loads the readers without waiting (a failure is retried by the next asker). */
export function prefetchContract(): void {
  loadContract().catch((error: unknown) => console.warn('Chargement du contrat impossible', error));
}
