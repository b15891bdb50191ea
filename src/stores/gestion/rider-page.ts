/** The rider's screen's store, on the browser's staff client, his round and his outcomes kept on the phone. */
import { session } from '../account/session.ts';
import { $keptRound, $outcomeQueue } from '../stored/rider-round.ts';
import { $myEmail } from './access.ts';
import { keepRiderScreen } from './gestion-worker.ts';
import { createRiderRound } from './rider-round.ts';
import { staffApi } from './staff-api.ts';

export const riderRound = createRiderRound({
  api: staffApi,
  $kept: $keptRound,
  $queue: $outcomeQueue,
  rider: () => $myEmail.get(),
  onSessionEnded: session.logout,
});

/** The screen's work while shown: the round and its outcomes (rider-round.ts), and the page kept by gestion's worker for offline. */
export function watchRiderScreen(): () => void {
  void keepRiderScreen().catch(() => undefined);
  return riderRound.watch();
}
