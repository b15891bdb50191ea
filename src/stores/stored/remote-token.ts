/**
 * Whether the token now stored was written by another tab: that tab signed in (it merges the anonymous
 * cart and writes the lines) or out, not this one. The one place that tells: the cart store and the
 * header ask it. Another tab's write reaches this tab as a `storage` event; this tab's own writes go
 * through `$authToken.set` and clear the mark. Ask once the event has run (defer to a timer): the
 * atom's listeners run during the event, before every listener of the window has seen it.
 */
import { onSet } from 'nanostores';
import { $authToken } from './auth-token.ts';

/** The token another tab wrote last, until this tab writes one itself (null: this tab's own). */
let remoteToken: string | null = null;

onSet($authToken, () => {
  remoteToken = null;
});
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'authToken' || event.key === null) remoteToken = event.newValue ?? '';
  });
}

export const isRemoteTokenChange = (token: string): boolean => remoteToken === token;
