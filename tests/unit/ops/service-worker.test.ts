import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths.ts';
import { runtimeCaching, WORKER_FILE, writeServiceWorker } from '../../../src/ops/service-worker.ts';

const ORIGIN = 'https://kinboissons.cd';
beforeAll(() => vi.stubGlobal('location', { origin: ORIGIN }));
afterAll(() => vi.unstubAllGlobals());

/** The cache a request lands in, or 'réseau' when no route takes it (the worker leaves it to the network). */
function cacheFor(url: string, mode: RequestMode = 'cors', accept = '*/*'): string {
  const request = { mode, headers: new Headers({ accept }) } as Request;
  const route = runtimeCaching.find(
    ({ urlPattern }) => typeof urlPattern === 'function' && urlPattern({ request, url: new URL(url, ORIGIN) } as never),
  );
  return route?.options?.cacheName ?? 'réseau';
}

describe('what the worker keeps', () => {
  it.each([
    ['a page opened', '/produit/12', 'navigate', 'text/html', 'kin-pages'],
    ['a legacy page opened', '/paiement.html', 'navigate', 'text/html', 'kin-pages'],
    ['the page a tab asks the worker to keep', '/categorie/bieres', 'cors', 'text/html', 'kin-pages'],
    ['a release script', '/_astro/islands.B58I5mLN.js', 'cors', '*/*', 'kin-scripts'],
    ['a catalogue picture', '/img/02e37bb9a68d47d2-640.webp', 'no-cors', 'image/webp', 'kin-images'],
    ['a picture of the API', '/media/produits/primus.jpg', 'no-cors', 'image/webp', 'kin-images'],
    ['an API answer (signed in or not)', '/api/v1/auth/user/', 'cors', 'application/json', 'réseau'],
    ['order tracking', '/api/v1/orders/suivi/abc', 'cors', 'application/json', 'réseau'],
    ['even a navigation to the API', '/api/v1/products/', 'navigate', 'text/html', 'réseau'],
    ["the staff's screens", '/gestion/', 'navigate', 'text/html', 'réseau'],
    ['operations', '/_ops/health', 'navigate', 'text/html', 'réseau'],
    ['another origin', 'https://wa.me/243812345678', 'navigate', 'text/html', 'réseau'],
    ['a JSON file of the release', '/catalogue-index.json', 'cors', 'application/json', 'réseau'],
  ] as const)('%s: %s → %s', (_name, url, mode, accept, cache) => {
    expect(cacheFor(url, mode, accept)).toBe(cache);
  });

  it('falls back to the offline page for a page never kept', () => {
    expect(runtimeCaching[0]?.options?.precacheFallback).toEqual({ fallbackURL: paths.offline });
  });
});

describe('writeServiceWorker', () => {
  it('writes one self-contained worker that precaches the offline page under the release id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kin-sw-'));
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Kin Boissons"}');
    await mkdir(join(dir, 'icons'));
    await writeFile(join(dir, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeServiceWorker(dir, '20261123T180000Z-000');
    const worker = await readFile(join(dir, WORKER_FILE), 'utf8');
    expect(worker).toContain('{url:"/hors-connexion.html",revision:"20261123T180000Z-000"}');
    expect(worker).toContain('"manifest.webmanifest"');
    // No script from elsewhere: the CSP allows none, and offline it could not load.
    expect(worker).not.toMatch(/importScripts/);
    expect(worker).toContain('SKIP_WAITING');
    expect(worker).toContain("source: 'network'");
  }, 60_000);
});
