/** Kinshasa's communes for the checkout's commune field: downloaded when the customer first reaches the field, not with the page. */
import { atom } from 'nanostores';

export const $communes = atom<readonly string[]>([]);

export function loadCommunes(): void {
  if ($communes.get().length === 0) {
    import('../../domain/communes.ts').then(
      (m) => $communes.set(m.KINSHASA_COMMUNES),
      () => undefined,
    );
  }
}
