import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { requestId } from 'hono/request-id';
import { shop } from '../config/shop.ts';
import { methodNotAllowedAnswer } from '../contract/errors.ts';
import { serverMessages } from '../messages/server.ts';
import { DEFAULT_PASSWORD_COST, DEVELOPMENT_PASSWORD_COST } from './auth/password.ts';
import { SlotsFull } from './auth/scrypt-slots.ts';
import { isDiskFull } from './db/disk-full.ts';
import { closeWithEngine, type Engine } from './db/engine.ts';
import { dataVersionOf } from './db/version.ts';
import { AttemptLog } from './http/attempt-log.ts';
import { authentication } from './http/auth.ts';
import { catalogueCache } from './http/catalogue-cache.ts';
import type { AppEnv, Deps, MailDeps, Publication, PushDeps } from './http/env.ts';
import { HttpProblem } from './http/problem.ts';
import { mailDomainOf, mailShop } from './mail/queue.ts';
import { DEFAULT_GUEST_ORDER_LIMIT } from './orders/guest-limits.ts';
import { addressRoutes } from './routes/account-addresses.ts';
import { accountSessionRoutes } from './routes/account-sessions.ts';
import { accountRoutes } from './routes/accounts.ts';
import { guestOrderRoutes } from './routes/accounts-guest-orders.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { contactRoutes } from './routes/contact.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { mediaRoutes } from './routes/media.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { orderRoutes } from './routes/orders.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { staffAccountRoutes } from './routes/staff-accounts.ts';
import { staffAlertRoutes } from './routes/staff-alerts.ts';
import { staffCatalogueRoutes } from './routes/staff-catalogue.ts';
import { staffDeskRoutes } from './routes/staff-desk.ts';
import { PRICE_IMPORT, staffExportRoutes } from './routes/staff-exports.ts';
import { staffJournalRoutes } from './routes/staff-journal.ts';
import { staffOrderEntryRoutes } from './routes/staff-order-entry.ts';
import { staffOrderRoutes } from './routes/staff-orders.ts';
import { staffOutboxRoutes } from './routes/staff-outbox.ts';
import { PHOTO_UPLOAD, staffProductRoutes } from './routes/staff-products.ts';
import { staffSalesRoutes } from './routes/staff-sales.ts';
import { staffStockRoutes } from './routes/staff-stock.ts';

export interface AppOptions {
  /** The shop's data, on SQLite or PostgreSQL (the process opens it once, db/open-engine.ts). */
  engine: Engine;
  /** Development mode: password reset answers carry `debug_info.reset_url`. */
  dev?: boolean;
  now?: () => Date;
  /** Called after every staff change to the catalogue, with what changed (the serving process publishes it). */
  onCatalogueChange?: Deps['onCatalogueChange'];
  /** Absolute origin for URLs in responses; default: the request's origin. */
  publicOrigin?: string;
  /** Storefront origin allowed by CORS (with credentials) when the site is served elsewhere. */
  corsOrigin?: string;
  /** scrypt cost (log2 N) of new password hashes; default 17, 15 in development mode. Tests only: production keeps the default. */
  passwordCost?: number;
  /** Folder of the photos the staff upload (DATA_DIR/media); without it, uploads are refused. */
  mediaDir?: string;
  /** The live site and its rollback, from the serving process; `npm run api` alone has none. */
  publication?: Publication;
  /** Address of the reverse proxy in front (TRUST_PROXY): its `X-Forwarded-For` names the client for the rate limits. */
  trustProxy?: string;
  /** Guest orders one address, and one phone number, may place in 10 minutes (GUEST_ORDER_LIMIT); default 5. */
  guestOrderLimit?: number;
  /** E-mails written to the outbox: link origin (default: each request's), Message-ID domain, the shop's alert addresses, worker wake-up. */
  mail?: Partial<MailDeps>;
  /** Web Push to the staff's devices: the VAPID public key (none: no push), the worker's wake-up. */
  push?: Partial<PushDeps>;
  /** Where an unexpected error goes (the serving process's logger); default the console. */
  reportError?: (error: unknown, request: { method: string; path: string; requestId: string }) => void;
}

const MAX_BODY_BYTES = 64 * 1024;
const TRACKING_PATH = /^\/api\/v1\/orders\/commandes\/suivi\//;

/** Builds the reference API (every route under /api/v1 and the generated /media pictures). Never listens. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { engine } = options;
  const deps: Deps = {
    engine,
    dev: options.dev ?? false,
    now: options.now ?? (() => new Date()),
    onCatalogueChange: options.onCatalogueChange ?? (() => {}),
    publicOrigin: options.publicOrigin?.replace(/\/+$/, ''),
    passwordCost: options.passwordCost ?? (options.dev ? DEVELOPMENT_PASSWORD_COST : DEFAULT_PASSWORD_COST),
    trustProxy: options.trustProxy,
    guestOrderLimit: options.guestOrderLimit ?? DEFAULT_GUEST_ORDER_LIMIT,
    attempts: new AttemptLog(engine),
    mediaDir: options.mediaDir ?? null,
    publication: options.publication ?? null,
    mail: {
      shop: options.mail?.shop ?? mailShop,
      siteUrl: options.mail?.siteUrl?.replace(/\/+$/, ''),
      resets: options.mail?.resets ?? (options.mail?.siteUrl !== undefined || (options.dev ?? false)),
      domain: options.mail?.domain ?? mailDomainOf(shop.email),
      alertEmails: options.mail?.alertEmails ?? [],
      queued: options.mail?.queued ?? (() => {}),
    },
    push: { publicKey: options.push?.publicKey ?? null, queued: options.push?.queued ?? (() => {}) },
  };
  const app = new Hono<AppEnv>();
  // Every answer carries its request id (X-Request-Id); an unexpected error's log record and 5xx body name it too.
  app.use(requestId());
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // A signed-in answer or a guest's order is nobody else's: no shared cache, no copy left on disk. One
    // route chooses otherwise: gestion's order list, polled on the staff's mobile data, revalidated by ETag.
    const chosen = c.res.headers.get('Cache-Control') === 'private, no-cache';
    if (!chosen && (c.req.header('authorization') !== undefined || TRACKING_PATH.test(new URL(c.req.url).pathname)))
      c.header('Cache-Control', 'no-store');
  });
  // DRF answers a known path called with the wrong method by 405 and `Allow`, not 404 (the methods: the app's routes).
  app.use(methodNotAllowed({ app, onMethodNotAllowed: (c, methods) => methodNotAllowedAnswer(c.req.method, methods) }));
  if (options.corsOrigin) {
    app.use(
      '/api/v1/*',
      cors({ origin: options.corsOrigin, credentials: true, allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'] }),
    );
  }
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ detail: serverMessages.bodyTooLarge }, 413),
  });
  // Photo uploads have their own, larger limit (routes/staff-products.ts).
  // A body announced small enough passes on its header alone (Node's parser reads no byte past Content-Length):
  // the request is not wrapped for reading before a route decides to read it (a throttled one never does).
  const announcedSmall = (length: string | undefined) => length !== undefined && /^\d+$/.test(length) && Number(length) <= MAX_BODY_BYTES;
  app.use('/api/v1/*', (c, next) =>
    PHOTO_UPLOAD.test(c.req.path) || PRICE_IMPORT.test(c.req.path) || announcedSmall(c.req.header('content-length'))
      ? next()
      : jsonLimit(c, next),
  );
  app.use('/api/v1/*', authentication(deps));
  const dataVersion = dataVersionOf(engine);
  // Its LISTEN client (PostgreSQL) ends with the process's engine.
  closeWithEngine(engine, dataVersion.close);
  for (const path of ['/api/v1/products/produits/*', '/api/v1/products/categories/*', '/api/v1/products/marques/*', '/media/*']) {
    app.use(path, catalogueCache(dataVersion));
  }
  app.route('/', catalogueRoutes(deps));
  app.route('/', staffCatalogueRoutes(deps));
  app.route('/', staffProductRoutes(deps));
  app.route('/', staffStockRoutes(deps));
  app.route('/', deliveryRoutes(deps));
  app.route('/', staffJournalRoutes(deps));
  app.route('/', staffSalesRoutes(deps));
  app.route('/', staffExportRoutes(deps));
  app.route('/', staffAlertRoutes(deps));
  app.route('/', staffOrderRoutes(deps));
  app.route('/', staffOrderEntryRoutes(deps));
  app.route('/', staffDeskRoutes(deps));
  app.route('/', staffAccountRoutes(deps));
  app.route('/', reviewRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', accountSessionRoutes(deps));
  app.route('/', addressRoutes(deps));
  app.route('/', guestOrderRoutes(deps));
  app.route('/', cartRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', staffOutboxRoutes(deps));
  app.route('/', mediaRoutes(deps));
  app.notFound((c) => c.json({ detail: serverMessages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpProblem) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status as 400);
    }
    const request_id = c.get('requestId');
    if (error instanceof SlotsFull) {
      c.header('retry-after', '1');
      return c.json({ detail: serverMessages.busy, request_id }, 503);
    }
    const request = { method: c.req.method, path: new URL(c.req.url).pathname, requestId: request_id };
    if (isDiskFull(error)) {
      options.reportError?.(error, request);
      return c.json({ detail: serverMessages.diskFull, request_id }, 503, { 'Retry-After': '60' });
    }
    if (options.reportError) options.reportError(error, request);
    else console.error('[api]', request.method, request.path, request.requestId, error);
    return c.json({ detail: serverMessages.internalError, request_id }, 500);
  });
  return app;
}
