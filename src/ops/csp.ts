import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Data blocks (`application/ld+json`…) are never executed: only these types need a hash. */
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** sha256 sources of the inline scripts of one HTML page (Astro inlines its island loader and small scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (/\bsrc\s*=/i.test(attributes) || body === '' || !EXECUTABLE.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export type CspInput = {
  scriptHashes: Iterable<string>;
  /** Origins the browser may call, and load pictures from, besides its own (an absolute PUBLIC_API_URL's: it serves /media). */
  connectOrigins?: readonly string[];
};

/**
 * The policy of a release: scripts only from the shop or with a known hash (no 'unsafe-eval', no
 * 'unsafe-inline' scripts), inline styles allowed (islands render style attributes), no framing; the
 * service worker and the manifest from the shop only. The worker's own fetches obey `connect-src`.
 * Only directives every engine knows: one a browser does not know is an error on its console on every page
 * (WebKit does not know `manifest-src`, which `default-src 'self'` covers anyway).
 */
export function buildCsp({ scriptHashes, connectOrigins = [] }: CspInput): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Every picture is the shop's own (its pages, or /media of its API): no other origin may be drawn in.
    ["img-src 'self' data: blob:", ...connectOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    // The service worker (`/sw.js`, its Workbox runtime inlined): the shop's own file only. The web app manifest
    // falls under default-src.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The support form posts to `mailto:` when JavaScript is off (its script sends it through the API otherwise).
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Origin of an absolute API URL, or nothing for a same-origin path like `/api/v1`. */
export function originOf(url: string): string[] {
  try {
    return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
