/**
 * The live site as the catalogue screens show it: « Publication en cours… », « En ligne depuis … », a
 * failure with its reason, how many changes wait for their publication and since when, and « Revenir à la version
 * précédente ». Every staff save announces itself here; the state is then read every few seconds until the new
 * version is online and nothing waits; otherwise every half minute (changes saved elsewhere, orders emptying a
 * product).
 */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { Publication } from '../../contract/staff-catalogue.ts';
import { createFormSubmit } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { browserPollEnvironment, createPoller, type PollEnvironment } from './poller.ts';

export type PublicationView =
  | { status: 'loading' }
  /** `npm run api` alone: no site to publish (the API said so). */
  | { status: 'none'; message: string }
  | { status: 'error'; message: string }
  /** `pending`: a change was saved and its publication has not started or finished yet. */
  | { status: 'ready'; state: Publication; pending: boolean };

const WATCH_MS = 4000;
/** While nothing is known to wait: the state is read this often. */
const IDLE_MS = 30_000;
/** A save that no build picks up within this time is no longer waited for. */
const GIVE_UP_MS = 10 * 60_000;

type Deps = {
  api: Pick<StaffApi, 'publication' | 'rollback'>;
  attempt: Attempt;
  poll?: PollEnvironment;
  now?: () => number;
};

export function createPublicationWatch({ api, attempt, poll, now = Date.now }: Deps) {
  const $publication = atom<PublicationView>({ status: 'loading' });
  /** When the last unpublished change was saved (0: none). */
  let savedAt = 0;

  function view(state: Publication): PublicationView {
    const since = state.en_ligne_depuis ? Date.parse(state.en_ligne_depuis) : 0;
    if (savedAt !== 0 && (state.etat === 'echec' || (state.etat === 'en_ligne' && since >= savedAt) || now() - savedAt > GIVE_UP_MS))
      savedAt = 0;
    return { status: 'ready', state, pending: savedAt !== 0 || state.etat === 'en_cours' || state.en_attente };
  }

  /** When the state was last asked for. */
  let askedAt = 0;

  async function refresh(): Promise<boolean> {
    askedAt = now();
    const outcome = await attempt(() => api.publication());
    if (outcome.ok) $publication.set(view(outcome.value));
    else if (outcome.reason !== 'offline' && outcome.message) {
      const known = $publication.get();
      // 404 of `npm run api` alone: said once, not retried.
      $publication.set(known.status === 'ready' ? known : { status: 'none', message: outcome.message });
    }
    return outcome.ok || outcome.reason !== 'offline';
  }

  const watching = () => {
    const current = $publication.get();
    if (current.status === 'loading') return true;
    if (current.status !== 'ready') return false;
    return current.pending || current.state.modifications_en_attente > 0 || now() - askedAt >= IDLE_MS;
  };
  const poller = createPoller(() => (watching() ? refresh() : Promise.resolve(true)), poll ?? browserPollEnvironment(), WATCH_MS);

  /** A staff save went through: its publication is on its way. */
  function changed(): void {
    savedAt = now();
    const current = $publication.get();
    if (current.status === 'ready') $publication.set({ ...current, pending: true });
  }

  /** « Revenir à la version précédente ». */
  const rollback = createFormSubmit({
    send: async () => {
      const outcome = await attempt(() => api.rollback());
      if (outcome.ok) $publication.set(view(outcome.value));
      return outcome;
    },
  });

  function open(): () => void {
    void refresh();
    poller.start();
    return poller.stop;
  }

  return { $publication, rollback, changed, refresh, open };
}
