/**
 * `npm run api`: the reference API alone, and the workers that send its e-mails and its pushes to the staff's devices. Its configuration comes
 * from src/config/ (PORT, DATA_DIR, SHOP_DEV, SITE_URL: the storefront's origin, allowed by CORS when set,
 * SMTP_URL, MAIL_FROM, SHOP_ALERT_EMAIL). With PORT=0 the system picks a free port; the line printed names
 * the address it got.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { shopConfig } from '../config/environment.ts';
import { readEnvironment } from '../config/process-env.ts';
import { configMessages } from '../messages/config.ts';
import { mailMessages } from '../messages/mail.ts';
import { createApp } from './app.ts';
import { markInUse } from './db/in-use.ts';
import { openEngine } from './db/open-engine.ts';
import { createMail } from './mail/start.ts';
import { createPush } from './push/start.ts';

const config = readEnvironment(shopConfig);
const { port, dataDir, dev, siteUrl, trustProxy } = config;

// `npm run shop -- restore` refuses while this process lives.
if (config.databaseUrl === undefined) markInUse(dataDir);
const engine = await openEngine(config);
const mail = createMail(config, engine, (line) => console.log(line));
const push = await createPush(config, engine, (line) => console.log(line));
// No `publication`: alone, the API serves no site (the staff's catalogue screen says so).
const app = createApp({
  engine,
  dev,
  mediaDir: join(dataDir, 'media'),
  ...(siteUrl ? { corsOrigin: siteUrl } : {}),
  ...(trustProxy ? { trustProxy } : {}),
  guestOrderLimit: config.guestOrderLimit,
  mail: mail.deps,
  push: push.deps,
});

const server = serve({ fetch: app.fetch, port });
await once(server, 'listening');
console.log(configMessages.start.apiListening((server.address() as AddressInfo).port, dataDir, dev));
for (const notice of mail.notices) console.log(notice);
if (!mail.deps.resets) console.log(mailMessages.settings.resetsDisabled);
for (const notice of push.notices) console.log(notice);
mail.start();
push.start();

function shutdown(): void {
  const mailStopped = Promise.all([mail.stop(), push.stop()]);
  server.close(() => {
    void mailStopped.finally(() => {
      void engine.close().finally(() => process.exit(0));
    });
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
