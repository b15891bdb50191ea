import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../src/ops/csp.ts';
import { projectDir, type Shop, settled, startShop, status, TOKEN, triggerRebuild } from './shop-process.ts';
import { renameProduct, staffToken } from './staff.ts';

const run = promisify(execFile);
const PAGES = ['/', '/boutique', '/produit/1', '/categorie/bieres', '/Mon-panier.html', '/connexion.html'];

let dataDir: string;
let shop: Shop;

beforeAll(async () => {
  // Inside the project, as the default ./var: Astro keeps each build's intermediate files in its own folder.
  await mkdir(join(projectDir, 'var'), { recursive: true });
  dataDir = await mkdtemp(join(projectDir, 'var', 'test-ops-'));
  shop = await startShop(dataDir);
  const first = await settled(shop, 0);
  expect(first.last?.result, shop.output.join('')).toBe('réussie');
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => fetch(`${shop.origin}${path}`, { headers, redirect: 'manual' });

/** Every /_astro/ file a page needs, following the relative imports of its scripts; failures listed. */
async function loadAssets(html: string): Promise<{ assets: string[]; problems: string[] }> {
  const queue = [...new Set(html.match(/\/_astro\/[\w.@~-]+/g) ?? [])];
  const seen = new Set(queue);
  const problems: string[] = [];
  while (queue.length > 0) {
    const asset = queue.shift() as string;
    const res = await page(asset);
    const text = await res.text();
    if (res.status !== 200) problems.push(`${asset} → ${res.status}`);
    if (!asset.endsWith('.js')) continue;
    for (const [, name] of text.matchAll(/["']\.\/([\w.@~-]+\.(?:js|css))["']/g)) {
      const next = `/_astro/${name}`;
      if (!seen.has(next)) {
        queue.push(next);
        seen.add(next);
      }
    }
  }
  return { assets: [...seen], problems };
}

describe('operations endpoints', () => {
  it.each([
    ['POST', '/_ops/rebuild', {}],
    ['POST', '/_ops/rebuild', { Authorization: 'Bearer faux' }],
    ['GET', '/_ops/status', {}],
    ['GET', '/_ops/status', { Authorization: `Token ${TOKEN}` }],
  ])('%s %s %j → 401 and no build', async (method, path, headers) => {
    const before = await status(shop);
    const res = await fetch(`${shop.origin}${path}`, { method, headers });
    expect(res.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await status(shop)).builds).toBe(before.builds);
  });
});

describe('the live release served as a CDN would', () => {
  it.each(PAGES)('%s: html, revalidated, with security headers and a CSP covering its inline scripts', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    for (const hash of inlineScriptHashes(await res.text())) expect(csp).toContain(hash);
  });

  it('serves hashed assets immutable, brotli when asked, 304 on revalidation', async () => {
    const assets = new Set<string>();
    for (const path of PAGES) for (const asset of (await loadAssets(await (await page(path)).text())).assets) assets.add(asset);
    expect(assets.size).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await page(asset, { 'Accept-Encoding': 'br' });
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (/\.(js|css)$/.test(asset)) {
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        // fetch decodes brotli itself: the body is the file, the length is the one of file.br
        const file = join(dataDir, 'releases/current', asset);
        expect(res.headers.get('content-length')).toBe(String((await readFile(`${file}.br`)).length));
        expect(Buffer.from(await res.arrayBuffer())).toEqual(await readFile(file));
      }
      const again = await page(asset, { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('etag') ?? '' });
      expect(again.status).toBe(304);
    }
  });

  it.each([
    ['/categorie/Bi%C3%A8res', 301, '/categorie/bieres'],
    ['/categorie/BIERES', 301, '/categorie/bieres'],
    ['/reset-password/MTI/un-jeton', 200, null],
    ['/page/qui/n-existe/pas', 404, null],
  ])('%s → %i', async (path, code, location) => {
    const res = await page(path);
    expect(res.status).toBe(code);
    expect(res.headers.get('location')).toBe(location);
  });
});

describe('rebuilds', () => {
  it('a reader fetching pages and their assets during 5 rebuilds never sees an error or a missing asset', async () => {
    const problems: string[] = [];
    let reads = 0;
    let assetReads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        for (const path of PAGES) {
          const res = await page(path);
          reads += 1;
          if (res.status !== 200) problems.push(`${path} → ${res.status}`);
          const loaded = await loadAssets(await res.text());
          assetReads += loaded.assets.length;
          problems.push(...loaded.problems.map((problem) => `${path} : ${problem}`));
        }
      }
    })();
    const before = await status(shop);
    try {
      for (let i = 1; i <= 5; i++) {
        expect(await triggerRebuild(shop)).toBe(202);
        const s = await settled(shop, before.builds + i - 1);
        expect(s.last?.result, s.last?.error ?? '').toBe('réussie');
      }
    } finally {
      reading = false;
      await reader;
    }
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(20);
    expect(assetReads).toBeGreaterThan(reads / PAGES.length);
    const after = await status(shop);
    expect(after.builds).toBe(before.builds + 5);
    expect(after.releases.length).toBeLessThanOrEqual(3);
  }, 300_000);

  it('20 triggers during one build give at most 2 builds, and the site shows the last change', async () => {
    const token = await staffToken(shop.origin, dataDir);
    const before = await status(shop);
    expect(await triggerRebuild(shop)).toBe(202);
    for (let i = 1; i <= 20; i++) {
      await renameProduct(shop.origin, token, 1, `Primus essai ${i}`);
      expect(await triggerRebuild(shop)).toBe(202);
    }
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the API's debounced trigger fires too
    const after = await settled(shop);
    expect(after.builds - before.builds).toBeLessThanOrEqual(2);
    expect(after.last?.result).toBe('réussie');
    expect(await (await page('/produit/1')).text()).toContain('Primus essai 20');
  }, 180_000);

  it('npm run rollback restores the previous release', async () => {
    const before = await status(shop);
    const previous = before.releases.filter((id) => id < (before.current ?? '')).pop();
    expect(previous).toBeDefined();
    const previousHome = await readFile(join(dataDir, 'releases', previous ?? '', 'produit/1/index.html'), 'utf8');
    await run(process.execPath, ['scripts/rollback.ts'], { cwd: projectDir, env: { ...process.env, DATA_DIR: dataDir } });
    expect((await status(shop)).current).toBe(previous);
    expect(await (await page('/produit/1')).text()).toBe(previousHome);
  });
});

describe('a rebuild against an API that is down', () => {
  it('leaves every page byte-identical and reports the failure', async () => {
    await shop.stop();
    const deadApi = 'http://127.0.0.1:9/api/v1';
    shop = await startShop(dataDir, { CATALOGUE_API_URL: deadApi });
    const before = await status(shop);
    const snapshot = await Promise.all(PAGES.map(async (path) => (await page(path)).text()));
    expect(await triggerRebuild(shop)).toBe(202);
    const after = await settled(shop, 0);
    expect(after.last?.result).toBe('échouée');
    expect(after.last?.error).toContain(deadApi);
    expect(after.current).toBe(before.current);
    expect(after.releases).toEqual(before.releases);
    expect(await Promise.all(PAGES.map(async (path) => (await page(path)).text()))).toEqual(snapshot);
    expect(shop.output.join('')).toContain(deadApi);
  }, 120_000);
});
