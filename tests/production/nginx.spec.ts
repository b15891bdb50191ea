/**
 * Debian's nginx with the site file docs/deploying.md prints, over HTTP/2 and TLS, in front of `npm start`
 * (tests/production/production-shop.ts): the release's pages and precompressed files come from nginx's disk with the
 * headers the shop sends itself; the API, the photos and /_ops reach Node with the client's address; a new release is
 * served with its own policy once nginx reloads; the service worker and the offline page work through it.
 *
 * nginx's port: tried, and another one tried when nginx finds it taken (scripts/lib/nginx.ts says why).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { StartedShop } from '../../scripts/lib/start-shop.ts';
import { kept } from '../support/service-worker.ts';
import { h2 } from './h2.ts';
import { expect, REBUILD_TOKEN, test } from './production-shop.ts';

const OFFLINE = 'Vous êtes hors connexion';

/** The live release's folder and its policy, as the build wrote them. */
function liveRelease(dataDir: string): { dir: string; id: string; csp: string } {
  const dir = join(dataDir, 'releases', 'current');
  const manifest = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { id: string; csp: string };
  return { dir, id: manifest.id, csp: manifest.csp };
}

/** The requests the shop logged (LOG_REQUESTS=1), as records. */
function nodeRequests(shop: StartedShop): { path: string; requestId: string | null }[] {
  return shop.output
    .join('')
    .split('\n')
    .filter((line) => line.includes('"msg":"requête"'))
    .map((line) => JSON.parse(line) as { path: string; requestId: string | null });
}

/** A JavaScript type and an XML type have two names each; what matters is the same kind and charset. */
const kindOf = (contentType: string | null | undefined) =>
  (contentType ?? '').replace('application/javascript', 'text/javascript').replace('application/xml', 'text/xml').replace(/\s+/g, '');

/** The release's file an address names, by the rules the shop and the site file share. */
function fileOf(dir: string, path: string): string {
  const base = join(dir, path);
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    try {
      if (readFileSync(candidate)) return candidate;
    } catch {}
  }
  throw new Error(`${path} : aucun fichier dans ${dir}`);
}

test('pages and precompressed files come from nginx’s disk over HTTP/2, with the headers the shop sends', async ({
  installed,
  shop,
  nginx,
}) => {
  const release = liveRelease(installed.dataDir);
  const home = readFileSync(join(release.dir, 'index.html'), 'utf8');
  const scripts = [...new Set([...home.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''))];
  const category = /href="(\/categorie\/[^"/]+)"/.exec(home)?.[1] ?? '';
  const product = /href="(\/produit\/\d+)"/.exec(readFileSync(fileOf(release.dir, category), 'utf8'))?.[1] ?? '';
  const paths = [
    '/',
    category,
    product,
    '/boutique',
    '/Mon-panier.html',
    '/hors-connexion.html',
    '/sw.js',
    '/manifest.webmanifest',
    '/sitemap.xml',
  ];
  const hashed = scripts.slice(0, 2);
  expect(hashed, 'the home page loads scripts').toHaveLength(2);
  for (const path of [category, product]) expect(path, 'the home page links a category, and it a product').toMatch(/\/\w/);
  const seenBefore = nodeRequests(shop).length;

  for (const path of [...paths, ...hashed]) {
    const file = fileOf(release.dir, path);
    const direct = await fetch(`${shop.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const answer = await h2(nginx.url, path, { ca: nginx.certificatePem, headers: { 'accept-encoding': encoding } });
      expect(answer.status, `${path} ${encoding}`).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe(encoding);
      expect(answer.body.equals(readFileSync(`${file}${suffix}`)), `${path}: the ${suffix} the build wrote`).toBe(true);
      expect(answer.headers.vary, path).toContain('Accept-Encoding');
      expect(kindOf(answer.headers['content-type']), path).toBe(kindOf(direct.headers.get('content-type')));
      expect(answer.headers['cache-control'], path).toBe(direct.headers.get('cache-control'));
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      if (hashed.includes(path)) expect(answer.headers['content-security-policy'], path).toBeUndefined();
      else expect(answer.headers['content-security-policy'], path).toBe(release.csp);
    }
    await direct.arrayBuffer();
  }
  const page = await h2(nginx.url, '/', { ca: nginx.certificatePem });
  expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const again = await h2(nginx.url, '/', { ca: nginx.certificatePem, headers: { 'if-none-match': page.headers.etag ?? '' } });
  expect(again.status).toBe(304);
  // The operator's files are nobody's business.
  for (const path of ['/release.json', '/addresses.json', '/nginx.conf']) {
    expect((await h2(nginx.url, path, { ca: nginx.certificatePem })).status, path).toBe(404);
  }
  // None of it reached Node: the only requests it logged since are the ones sent to it directly.
  const sentToNode = paths.length + hashed.length;
  await expect.poll(() => nodeRequests(shop).length - seenBefore).toBeGreaterThanOrEqual(sentToNode);
  expect(nodeRequests(shop).length - seenBefore).toBe(sentToNode);
});

test('the API, the photos and /_ops reach Node with the client’s address and nginx’s request id', async ({ shop, nginx }) => {
  const ca = nginx.certificatePem;
  const api = await h2(nginx.url, '/api/v1/products/categories/', { ca });
  expect(api.status).toBe(200);
  expect(JSON.parse(api.body.toString())).toMatchObject({ results: expect.arrayContaining([expect.objectContaining({ slug: 'bieres' })]) });
  expect(api.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  await expect
    .poll(() => nodeRequests(shop).find((record) => record.requestId === api.headers['x-request-id'])?.path)
    .toBe('/api/v1/products/categories/');
  const picture = await h2(nginx.url, '/media/produits/1.svg', { ca });
  expect(picture.status).toBe(200);
  expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);

  // Wrong tokens are counted per real client: 127.0.0.2 waits after ten, 127.0.0.3 behind the same nginx does not.
  const status = (from: string, token: string, headers: Record<string, string> = {}) =>
    h2(nginx.url, '/_ops/status', { ca, from, headers: { authorization: `Bearer ${token}`, ...headers } });
  for (let i = 0; i < 10; i++) expect((await status('127.0.0.2', 'faux-jeton')).status).toBe(401);
  expect((await status('127.0.0.2', 'faux-jeton')).status).toBe(429);
  // Naming another address itself changes nothing: nginx adds the real one last, and that is the one Node reads.
  expect((await status('127.0.0.2', 'faux-jeton', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  expect((await status('127.0.0.3', 'faux-jeton')).status).toBe(401);
  expect((await status('127.0.0.2', REBUILD_TOKEN)).status).toBe(200);
});

test('through nginx the service worker keeps what was read, and a page never visited offline is the offline page', async ({ nginx }) => {
  const launch = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), nginx.chromiumTrust] });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL: nginx.url });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe(
      'h2',
    );
    await kept(page);
    const home = await page.getByRole('heading', { level: 1 }).textContent();
    const productLinks = page.locator('main a[href^="/produit/"]');
    const unvisited = (await productLinks.last().getAttribute('href')) ?? '';
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home ?? '');
    await page.goto(unvisited);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await browser.close();
  }
});

test('a new release is served with its own policy once nginx reloads; until then, the previous one whole', async ({ installed, nginx }) => {
  const ca = nginx.certificatePem;
  const before = liveRelease(installed.dataDir);
  const asked = await h2(nginx.url, '/_ops/rebuild', { ca, method: 'POST', headers: { authorization: `Bearer ${REBUILD_TOKEN}` } });
  expect(asked.status).toBe(202);
  await expect.poll(() => liveRelease(installed.dataDir).id, { timeout: 90_000, intervals: [500] }).not.toBe(before.id);
  const after = liveRelease(installed.dataDir);
  // Pages and policy of one release at a time: nginx read both when it started.
  expect((await h2(nginx.url, '/sw.js', { ca })).body.toString()).toContain(before.id);
  nginx.reload();
  await expect.poll(async () => (await h2(nginx.url, '/sw.js', { ca })).body.toString().includes(after.id), { timeout: 10_000 }).toBe(true);
  expect((await h2(nginx.url, '/', { ca })).headers['content-security-policy']).toBe(after.csp);
  expect(nginx.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
});
