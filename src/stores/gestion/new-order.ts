/**
 * « Nouvelle commande »: an order taken by phone, WhatsApp or at the counter, placed by the API exactly as the
 * website's. The live catalogue prices the lines as the server will; the customer is looked up by phone or name
 * (customer-finder.ts). The order's Idempotency-Key is made when the form opens and kept in the browser with the
 * staff member's e-mail; once sent, the payload is kept with it until the server answered (or failed in a way that may
 * have placed it: a 5xx), so a retry (« Renvoyer la commande », or the form opened again after a reload) sends the same
 * body with the same key and the server places it once; another order waits until that one is sent or given up. A
 * refusal keeps the key (the corrected order goes with it: the server records successes only); a placed order frees
 * it for the next one.
 */
import { atom, computed, type WritableAtom } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { StaffApi } from '../../api/staff/client.ts';
import type { Order } from '../../contract/order.ts';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import { type StaffOrderCreateInput, staffOrderCreateSchema } from '../../contract/staff-orders.ts';
import { summarizeCart } from '../../domain/cart.ts';
import { payWithOptions } from '../../domain/payment.ts';
import type { Result } from '../../domain/result.ts';
import { gestionMessages as say } from '../../messages/gestion.ts';
import { createFormSubmit, type FormSubmit, okNotice } from '../form-submit.ts';
import type { TakenOrder } from '../stored/taken-order.ts';
import { allStaffProducts } from './all-products.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';
import { blankOrder, type DraftLine, type NewOrderDraft, orderPayload, pricedLines } from './new-order-draft.ts';

export type CatalogueView = { status: 'loading' | 'ready' | 'error'; products: StaffProduct[]; error: string | null };

/** Whether the server may have placed the order despite the failure: no answer, a 5xx, an answer it could not read. */
function mayHoldOrder(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'unauthenticated') return false;
  return error.kind !== 'http' || (error.status ?? 500) >= 500;
}

/** A key older than this is not used any more (the server forgets keys after 72 h). */
const KEY_MAX_AGE_MS = 24 * 3_600_000;

type Deps = {
  api: Pick<StaffApi, 'listStaffProducts' | 'nextStaffProducts' | 'takeOrder'>;
  attempt: Attempt;
  /** The order's key (and payload once sent) as the browser keeps it. */
  $stored: WritableAtom<TakenOrder | null>;
  /** The signed-in staff member's e-mail: a key kept for someone else is dropped. */
  staff: () => string;
  newKey?: () => string;
  now?: () => Date;
};

export function createNewOrder({ api, attempt, $stored, staff, newKey = () => crypto.randomUUID(), now = () => new Date() }: Deps) {
  const $catalogue = atom<CatalogueView>({ status: 'loading', products: [], error: null });
  const $products = computed($catalogue, (c) => new Map(c.products.map((p) => [p.id, p])));
  /** The last order placed from this form: its link, until the next one is started. */
  const $placed = atom<Order | null>(null);
  /** An order kept after no answer or a server error: whose it is, until it is sent again or given up. */
  const $waiting = computed($stored, (stored) => (stored?.payload ? String(stored.payload['nom_complet'] ?? '') : null));

  const fresh = (): TakenOrder => ({ key: newKey(), staff: staff(), createdAt: now().toISOString() });

  /** This staff member's key for the order being taken: the one kept, or a new one. */
  function ownKey(): TakenOrder {
    const kept = $stored.get();
    if (kept && kept.staff === staff() && now().getTime() - Date.parse(kept.createdAt) < KEY_MAX_AGE_MS) return kept;
    const made = fresh();
    $stored.set(made);
    return made;
  }

  async function send(payload: StaffOrderCreateInput): Promise<Result<{ order: Order }>> {
    const kept = ownKey();
    // The server may hold the order kept: another one under its key would be refused, and the kept one never confirmed.
    if (kept.payload !== undefined && JSON.stringify(kept.payload) !== JSON.stringify(payload)) {
      return { ok: false, message: say.waitingFirst, reason: 'rule' };
    }
    const taken: TakenOrder = { ...kept, payload };
    $stored.set(taken);
    let unsure = false;
    const outcome = await attempt(async () => {
      try {
        return await api.takeOrder(payload, taken.key);
      } catch (error) {
        unsure = mayHoldOrder(error);
        throw error;
      }
    });
    if (outcome.ok) {
      $stored.set(fresh());
      $placed.set(outcome.value);
      return { ok: true, order: outcome.value };
    }
    // No answer, or a server error: the server may hold it, so it is kept as sent, to be sent again (or given up).
    // Refused (4xx): nothing was placed; the key stays for the corrected order.
    if (!unsure) $stored.set({ key: taken.key, staff: taken.staff, createdAt: taken.createdAt });
    return outcome;
  }

  const placedNotice = ({ order }: { order: Order }) => ({
    notice: okNotice(say.orderTaken(order.numero_commande, order.nom_client ?? '')),
  });

  const form: FormSubmit<NewOrderDraft, { order: Order }> = createFormSubmit<NewOrderDraft, StaffOrderCreateInput, { order: Order }>({
    initial: blankOrder(),
    check: (draft) => orderPayload(draft, $products.get()),
    send,
    succeed: (placed) => ({ ...placedNotice(placed), draft: blankOrder(form.$draft.get().source) }),
  });

  /** Sends again the order kept (no answer, or a server error), exactly as it was sent (same key, same body). */
  const retry = createFormSubmit<undefined, undefined, { order: Order; sent: StaffOrderCreateInput }>({
    send: async () => {
      const payload = $stored.get()?.payload;
      const checked = checkPayload(staffOrderCreateSchema, payload);
      if (!checked.ok) {
        $stored.set(fresh());
        return checked;
      }
      const sent = payload as StaffOrderCreateInput;
      const outcome = await send(sent);
      return outcome.ok ? { ...outcome, sent } : outcome;
    },
    succeed: (placed) => {
      // The form still holding that very order (the page was not reloaded) starts afresh; another order typed meanwhile stays.
      const typed = orderPayload(form.$draft.get(), $products.get());
      if (typed.ok && JSON.stringify(typed.value) === JSON.stringify(placed.sent)) form.reset(blankOrder(form.$draft.get().source));
      return placedNotice(placed);
    },
  });

  const summary = computed([form.$draft, $products], (draft, products) => summarizeCart(pricedLines(draft.lines, products)));

  function editLine(produit: number, patch: Partial<DraftLine>): void {
    form.edit({ lines: form.$draft.get().lines.map((l) => (l.produit === produit ? { ...l, ...patch } : l)) });
  }

  return {
    $catalogue,
    $products,
    $placed,
    $waiting,
    form,
    retry,
    $summary: summary,
    /** The amounts « Je paie avec » offers for the total, as the checkout offers them. */
    $payWithChoices: computed(summary, (s) => payWithOptions(s.totalCents)),

    /** The form opens: the catalogue loads, the key is made (or the kept one taken up), and a lost order is sent again. */
    async open(): Promise<void> {
      const waiting = ownKey().payload !== undefined;
      $catalogue.set({ status: 'loading', products: $catalogue.get().products, error: null });
      const outcome = await attempt(() => allStaffProducts(api));
      $catalogue.set(
        outcome.ok ? { status: 'ready', products: outcome.value, error: null } : { status: 'error', products: [], error: outcome.message },
      );
      if (waiting) await retry.submit();
    },

    /** Adds a product of the catalogue (its deposit charged when it has one), or one more of a product already there. */
    addProduct(produit: number): void {
      const product = $products.get().get(produit);
      const lines = form.$draft.get().lines;
      if (!product) return;
      const known = lines.find((l) => l.produit === produit);
      if (known) editLine(produit, { quantite: String((Number(known.quantite) || 0) + 1) });
      else {
        const line = { produit, quantite: '1', avecConsigne: product.vendu_avec_consigne, casiers: '', bouteilles: '' };
        form.edit({ lines: [...lines, line] });
      }
    },
    editLine,
    removeLine: (produit: number) => form.edit({ lines: form.$draft.get().lines.filter((l) => l.produit !== produit) }),

    /** Gives up the order the network lost: the next one gets a new key (the lost one may have reached the shop). */
    giveUp(): void {
      $stored.set(fresh());
      retry.reset();
    },

    /** Another order: the form again (blank after the order placed from it), and no last order shown. */
    startAnother(): void {
      $placed.set(null);
      form.reset();
      retry.reset();
    },
  };
}
