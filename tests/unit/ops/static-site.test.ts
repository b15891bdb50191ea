import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsMessages } from '../../../src/messages/ops.ts';
import { buildCsp } from '../../../src/ops/csp.ts';
import { precompressRelease } from '../../../src/ops/precompress.ts';
import { writeManifest } from '../../../src/ops/release-manifest.ts';
import { releasesDir, switchCurrent } from '../../../src/ops/releases.ts';
import { staticSite } from '../../../src/ops/static-site.ts';
import { completeRelease, writeFiles } from './fixture-release.ts';

/** A category page as the build writes them: a long list of similar product cards. */
const CATEGORY_PAGE = `<!doctype html><html lang="fr"><head><title>Bières</title></head><body><h1>Bières</h1><ul>${Array.from(
  { length: 60 },
  (_, i) =>
    `<li class="card"><a href="/produit/${i + 1}"><img src="/img/p${i + 1}-320.webp" alt="" width="320" height="320"><h2>Bière ${i + 1} 65 cl</h2><p class="price">${2000 + i * 50}\u00a0FC</p></a></li>`,
).join('')}</ul></body></html>`;

const OLD = '20261121T100000Z-000';
const NEW = '20261121T110000Z-000';

async function release(dataDir: string, id: string, files: Record<string, string>): Promise<string> {
  const dir = join(releasesDir(dataDir), id);
  await writeFiles(dir, files);
  const { files: count, scriptHashes } = await precompressRelease(dir);
  const counts = { products: 2, categories: 2, files: count };
  await writeManifest(dir, {
    id,
    built_at: '2026-11-21T10:00:00Z',
    duration_ms: 1,
    catalogue_api_url: 'x',
    counts,
    csp: buildCsp({ scriptHashes }),
  });
  return dir;
}

let dataDir: string;
let app: Hono;
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kin-site-'));
  app = new Hono().use(staticSite({ dataDir }));
  await release(dataDir, OLD, { 'index.html': '<h1>Kin Boissons (ancienne)</h1>', '_astro/old.999.js': 'export const old = 1;' });
  await release(dataDir, NEW, {
    ...completeRelease,
    'categorie/bieres/index.html': CATEGORY_PAGE,
    'icons/icon-192.png': 'png',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  });
});

describe('before the first release', () => {
  it('answers a French 503 page', async () => {
    const empty = new Hono().use(staticSite({ dataDir: await mkdtemp(join(tmpdir(), 'kin-empty-')) }));
    const res = await empty.request('/produit/1');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.text()).toContain(opsMessages.preparing);
  });
});

describe('serving the live release', () => {
  beforeAll(() => switchCurrent(dataDir, NEW));

  it.each([
    ['/', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/boutique/', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/Mon-panier.html', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/reset-password/MTI/abc-def', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/_astro/client.abc123.js', 200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/_astro/style.abc123.css', 200, 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/sitemap.xml', 200, 'application/xml; charset=utf-8', 'no-cache'],
    ['/robots.txt', 200, 'text/plain; charset=utf-8', 'no-cache'],
    // The service worker is revalidated at every check (a new release is a new worker); its scope is the root, so no Service-Worker-Allowed.
    ['/sw.js', 200, 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 200, 'application/manifest+json', 'no-cache'],
    ['/nulle-part', 404, 'text/html; charset=utf-8', 'no-cache'],
  ])('%s → %i %s, %s', async (path, status, type, cache) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toBe(type);
    expect(res.headers.get('Cache-Control')).toBe(cache);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    // The policy governs what a file can run: pages, the service worker, everything but the hashed modules and
    // stylesheets the pages load (they run nothing of their own and skip its kilobyte).
    if (path.startsWith('/_astro/')) expect(res.headers.get('Content-Security-Policy')).toBeNull();
    else expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('a raster picture skips the policy; an SVG picture, which may hold a script when opened alone, keeps it', async () => {
    const png = await get('/icons/icon-192.png');
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(png.headers.get('Content-Security-Policy')).toBeNull();
    const svg = await get('/img/logo.svg');
    expect(svg.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('serves the 404 page body with status 404', async () => {
    const res = await get('/produit/999');
    expect(await res.text()).toContain('Page introuvable');
  });

  it('sends the hashes of the inline scripts of the release in the CSP', async () => {
    const csp = (await get('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['identity', null, (b: Buffer) => b],
    ['', null, (b: Buffer) => b],
  ])('Accept-Encoding %j → %s', async (accept, encoding, decode) => {
    const res = await get('/', accept ? { 'Accept-Encoding': accept } : {});
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    if (encoding) expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = decode(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(body).toBe(await readFile(join(releasesDir(dataDir), NEW, 'index.html'), 'utf8'));
  });

  it("sends a page's brotli compressed at brotli's best (quality 11), the file precompressed beside it", async () => {
    const res = await get('/categorie/bieres', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const sent = Buffer.from(await res.arrayBuffer());
    const page = await readFile(join(releasesDir(dataDir), NEW, 'categorie/bieres/index.html'));
    const at = (quality: number) =>
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } });
    expect(sent.equals(await readFile(join(releasesDir(dataDir), NEW, 'categorie/bieres/index.html.br')))).toBe(true);
    expect(sent.equals(at(11))).toBe(true);
    expect(sent.length).toBeLessThan(at(4).length);
    expect(brotliDecompressSync(sent).equals(page)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get('/produit/1', { 'Accept-Encoding': 'gzip' });
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await get('/produit/1', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherEncoding = await get('/produit/1', { 'Accept-Encoding': 'br', 'If-None-Match': tag ?? '' });
    expect(otherEncoding.status).toBe(200);
    const stale = await get('/produit/1', { 'If-None-Match': '"autre"' });
    expect(stale.status).toBe(200);
  });

  it('redirects any spelling of a category to its canonical page', async () => {
    const res = await get('/categorie/Bi%C3%A8res');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/categorie/bieres');
  });

  it('still serves hashed assets of a kept older release, not its pages', async () => {
    const res = await get('/_astro/old.999.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('export const old = 1;');
    expect(await (await get('/')).text()).toContain('<h1>Kin Boissons</h1>');
  });

  it('leaves other methods at an address without a page to the next handler (a page answers 405)', async () => {
    const res = await app.request('/nulle-part', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
  });
});
