import { realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { escapeHtml } from '../domain/html-escape.ts';
import { opsMessages } from '../messages/ops.ts';
import { serverMessages } from '../messages/server.ts';
import { buildCsp } from './csp.ts';
import { answerFromMemory } from './file-memory.ts';
import { findAsset, type Resolution, resolvePath, safeSegments } from './release-files.ts';
import { readManifestSync } from './release-manifest.ts';
import { currentLink, listReleasesSync, releasesDir } from './releases.ts';

/** The page answered while no release is live; `note`, when the first build failed, tells the operator what to do. */
const preparingPage = (note: string | null): string =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Kin Boissons</title></head><body><h1>Kin Boissons</h1><p>${opsMessages.preparing}</p>${note ? `<p>${escapeHtml(note)}</p>` : ''}</body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const FALLBACK_CSP = buildCsp({ scriptHashes: [] });

/**
 * Files a policy cannot govern: a stylesheet, a font, a raster picture, or a hashed script (modules the pages
 * import, never opened as a page nor started as a worker) runs nothing of its own, so their answers skip the CSP's
 * kilobyte, sent uncompressed with each of a page's dozen files on a slow line. Pages, SVG pictures (they may hold
 * scripts when opened alone), the service worker (a worker takes its policy from its own script's answer) and
 * every other file keep it.
 */
const WITHOUT_POLICY = /^(text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/;
const needsPolicy = (headers: Headers, path: string): boolean =>
  !WITHOUT_POLICY.test(headers.get('Content-Type') ?? '') &&
  !(path.startsWith('/_astro/') && (headers.get('Content-Type') ?? '').startsWith('text/javascript'));

/** Headers every static answer carries; the CSP is the one computed for the release at build time. */
function securityHeaders(headers: Headers, csp: string, path = ''): void {
  if (needsPolicy(headers, path)) headers.set('Content-Security-Policy', csp);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/** The live release's folder: one realpath(3) call (the JavaScript `realpathSync` reads every folder of the path). */
function liveRoot(dataDir: string): string | null {
  try {
    return realpathSync.native(currentLink(dataDir));
  } catch {
    return null;
  }
}

const cspByRoot = new Map<string, string>();
function cspOf(root: string): string {
  let csp = cspByRoot.get(root);
  if (csp === undefined) {
    csp = readManifestSync(root)?.csp ?? FALLBACK_CSP;
    cspByRoot.set(root, csp);
  }
  return csp;
}

async function sendFile(c: Context, file: string, status: number, cacheControl: string, csp: string): Promise<Response> {
  const fromMemory = answerFromMemory(c, file);
  let sent = fromMemory?.sent ?? file;
  const served =
    fromMemory?.response ??
    (await serveStatic({
      path: file,
      precompressed: true,
      onFound: (path) => {
        sent = path;
      },
    })(c, async () => {}));
  let response = served ?? new Response('Not found', { status: 404 });
  if (status !== response.status && response.status === 200) {
    response = new Response(response.body, { status, headers: response.headers });
  }
  const stats = fromMemory?.stats ?? statSync(sent);
  response.headers.set('ETag', `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`);
  response.headers.set('Cache-Control', cacheControl);
  securityHeaders(response.headers, csp, c.req.path);
  return response;
}

/** A single byte range as `bytes=0-99`, `bytes=100-` or `bytes=-100`; anything else is not understood. */
const BYTE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/** A Range header the shop does not understand is ignored (the whole file, 200), as HTTP asks, rather than guessed at. */
function ignoreMalformedRange(headers: Headers): void {
  const range = headers.get('range');
  if (range !== null && !BYTE_RANGE.test(range.trim())) headers.delete('range');
}

/** The address names a page (or its canonical spelling): a wrong method there is a 405, not a 404. */
function isPage(resolution: Resolution): boolean {
  return resolution.kind === 'redirect' || (resolution.kind === 'file' && resolution.status === 200);
}

/**
 * The static shop as a CDN would serve it: the live release (`releases/current`), hashed assets
 * also from the kept releases, precompressed variants, ETag/304, cache and security headers.
 */
export function staticSite({ dataDir, preparingNote }: { dataDir: string; preparingNote?: () => string | null }): MiddlewareHandler {
  const conditional = etag();
  return async (c, next) => {
    const root = liveRoot(dataDir);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // A page exists at this address: it is read, never posted to.
      if (root && isPage(resolvePath(root, new URL(c.req.url).pathname))) {
        return c.text(serverMessages.methodNotAllowed(c.req.method), 405, { Allow: 'GET, HEAD' });
      }
      return next();
    }
    ignoreMalformedRange(c.req.raw.headers);
    if (!root) {
      const res = c.html(preparingPage(preparingNote?.() ?? null), 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
      securityHeaders(res.headers, FALLBACK_CSP);
      return res;
    }
    const csp = cspOf(root);
    const url = new URL(c.req.url);
    await conditional(c, async () => {
      const segments = safeSegments(url.pathname);
      if (segments?.[0] === '_astro' && segments.length > 1) {
        const kept = () =>
          listReleasesSync(dataDir)
            .reverse()
            .map((id) => join(releasesDir(dataDir), id))
            .filter((dir) => dir !== root);
        const asset = findAsset([root], segments) ?? findAsset(kept(), segments);
        if (asset) {
          c.res = await sendFile(c, asset, 200, IMMUTABLE, csp);
          return;
        }
      }
      const resolution = resolvePath(root, url.pathname, url.search);
      if (resolution.kind === 'redirect') {
        c.res = c.redirect(resolution.location, 301);
        securityHeaders(c.res.headers, csp);
      } else if (resolution.kind === 'file') {
        c.res = await sendFile(c, resolution.file, resolution.status, REVALIDATE, csp);
      } else {
        c.res = c.text('Page introuvable', 404);
      }
    });
    return c.res;
  };
}
