/**
 * Web Push in a shop process (`npm start`, `npm run api`): the VAPID key (made at first start in DATA_DIR), what the
 * routes need (the public key, the worker's wake-up), and the worker that sends after each order's commit.
 */
import type { ShopConfig } from '../../config/environment.ts';
import { pushMessages as say } from '../../messages/push.ts';
import type { Engine } from '../db/engine.ts';
import type { PushDeps } from '../http/env.ts';
import { failureReason } from '../mail/retry.ts';
import { loadVapidKeys, vapidKeysFile } from './vapid-keys.ts';
import { createPushWorker } from './worker.ts';

export interface PushService {
  deps: PushDeps;
  /** What the process says once it listens: where the key is. */
  notices: string[];
  start: () => void;
  /** Stops the worker once the pushes in flight are marked. */
  stop: () => Promise<void>;
}

export async function createPush(config: ShopConfig, engine: Engine, log: (line: string) => void): Promise<PushService> {
  const file = vapidKeysFile(config.dataDir);
  const keys = await loadVapidKeys(config.dataDir).catch((error: unknown) => {
    throw new Error(say.keyUnreadable(file, failureReason(error)));
  });
  const worker = createPushWorker({
    engine,
    vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: `mailto:${config.mail.from.address}` },
    privateNetwork: config.pushPrivateNetwork,
    log,
  });
  return {
    deps: { publicKey: keys.publicKey, queued: () => worker.wake() },
    notices: [keys.created ? say.keyCreated(file) : say.keyRead(file)],
    start: () => worker.start(),
    stop: () => worker.stop(),
  };
}
