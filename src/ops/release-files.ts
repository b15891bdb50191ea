import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { categoryPath } from '../config/paths.ts';
import { type AddressMap, currentAddress, matchCategorySlug, readAddressMap } from './category-redirect.ts';
import { NGINX_RELEASE_FILE } from './nginx-release.ts';

export type Resolution = { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string } | { kind: 'missing' };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Decoded path segments of a URL path, or null when it tries to leave the release folder. */
export function safeSegments(pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((s) => s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) return null;
  return segments;
}

/** Slugs of the categories a release has pages for (`categorie/<slug>/index.html`). */
function categorySlugs(root: string): string[] {
  try {
    return readdirSync(join(root, 'categorie'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isFile(join(root, 'categorie', entry.name, 'index.html')))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A release's address map, read once (a release never changes once live). */
const addressMaps = new Map<string, AddressMap | null>();
function addressMapOf(root: string): AddressMap | null {
  if (!addressMaps.has(root)) addressMaps.set(root, readAddressMap(root));
  return addressMaps.get(root) ?? null;
}

/** The page a category's or brand's former address moved to (301), kept across releases. */
function movedPage(root: string, segments: readonly string[], search: string): Resolution | null {
  const map = addressMapOf(root);
  const moved = map ? currentAddress(map, segments) : null;
  return moved ? { kind: 'redirect', location: `/${moved.map(encodeURIComponent).join('/')}${search}` } : null;
}

/** First existing file among the layout's candidates for a path: exact file, `path/index.html`, `path.html`. */
export function findPage(root: string, segments: readonly string[]): string | null {
  const base = join(root, ...segments);
  if (base !== root && !base.startsWith(root + sep)) return null;
  const candidates = [base, join(base, 'index.html'), `${base}.html`];
  if (segments[0] === 'reset-password') candidates.push(join(root, 'reset-password', 'index.html'));
  return candidates.find((candidate) => candidate !== root && isFile(candidate)) ?? null;
}

/**
 * release.json names the internal catalogue URL, addresses.json the former addresses, nginx.conf the data folder: for the
 * serving process and nginx, not for visitors.
 */
const OPERATOR_FILES = new Set(['release.json', 'addresses.json', NGINX_RELEASE_FILE]);

/** Answers remembered, at most; past it they are all forgotten and looked up again (random addresses cost no memory). */
const REMEMBERED_ANSWERS = 4096;
const answers = new Map<string, Resolution>();

/**
 * What a release answers for a URL path, following docs/deploying.md: a page of the layout,
 * the canonical category page (301) for any accent/case/partial spelling, else `404.html`.
 * A release never changes once live, so each address is looked up on disk once, not at every request.
 */
export function resolvePath(root: string, pathname: string, search = ''): Resolution {
  const key = `${root}\n${pathname}\n${search}`;
  const known = answers.get(key);
  if (known) return known;
  if (answers.size >= REMEMBERED_ANSWERS) answers.clear();
  const answer = lookUp(root, pathname, search);
  answers.set(key, answer);
  return answer;
}

function lookUp(root: string, pathname: string, search: string): Resolution {
  const segments = safeSegments(pathname);
  if (segments && !(segments.length === 1 && OPERATOR_FILES.has(segments[0] ?? ''))) {
    const page = findPage(root, segments);
    if (page) return { kind: 'file', file: page, status: 200 };
    const moved = movedPage(root, segments, search);
    if (moved) return moved;
    if (segments[0] === 'categorie' && segments[1] !== undefined) {
      const slug = matchCategorySlug(segments[1], categorySlugs(root));
      if (slug && slug !== segments[1]) {
        const rest = segments.slice(2).map(encodeURIComponent).join('/');
        return { kind: 'redirect', location: `${categoryPath(slug)}${rest ? `/${rest}` : ''}${search}` };
      }
    }
  }
  const notFound = join(root, '404.html');
  return isFile(notFound) ? { kind: 'file', file: notFound, status: 404 } : { kind: 'missing' };
}

/** A hashed asset from the newest release that still has it, so tabs opened before a switch keep working. */
export function findAsset(roots: readonly string[], segments: readonly string[]): string | null {
  for (const root of roots) {
    const file = join(root, ...segments);
    if (file.startsWith(root + sep) && isFile(file)) return file;
  }
  return null;
}
