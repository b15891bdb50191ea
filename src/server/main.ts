import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/open.ts';

const port = Number(process.env['PORT'] ?? 4321);
const dataDir = resolve(process.env['DATA_DIR'] ?? './var');
const dev = process.env['SHOP_DEV'] === '1';
const publicOrigin = process.env['PUBLIC_ORIGIN'] || undefined;

const db = openDatabase(join(dataDir, 'shop.sqlite'));
const app = createApp({ db, dev, ...(publicOrigin ? { corsOrigin: publicOrigin } : {}) });

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`API Kin Boissons : http://localhost:${info.port}/api/v1/ (données : ${dataDir}${dev ? ', mode développement' : ''})`);
});

function shutdown(): void {
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
