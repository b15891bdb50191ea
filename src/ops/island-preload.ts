/**
 * Every module a page's islands import, asked for in the page's head (`<link rel="modulepreload">`), so the
 * browser fetches them all in the round trip after the HTML instead of one round trip per level of imports
 * (the island's entry, then the chunks it imports, then theirs): on Slow 3G each level costs 2 s. Only islands
 * that hydrate on their own (`client:load`, `client:idle`): those that wait for the customer or for something
 * stored (`client:visible`, the header's `client:idle-unless-saver` in data saver mode) are left to wait, so a
 * category page in data saver mode still loads no React. `import()` chunks are not preloaded: they load when a
 * customer acts. docs/decisions/022-islands-preloaded.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type LoadModule, staticGraph } from './module-graph.ts';

/** Island directives that hydrate without waiting for the customer: their modules are preloaded. */
const HYDRATE_ON_THEIR_OWN = new Set(['load', 'idle']);
const ORIGIN = 'http://release/';

const attribute = (tag: string, name: string): string | undefined =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');

/** The entry modules (component and renderer) of the islands of `html` that hydrate on their own, as release URLs. */
function islandEntries(html: string): string[] {
  const entries: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!HYDRATE_ON_THEIR_OWN.has(attribute(tag, 'client') ?? '')) continue;
    for (const name of ['renderer-url', 'component-url', 'before-hydration-url']) {
      const url = attribute(tag, name);
      if (url?.startsWith('/')) entries.push(new URL(url.slice(1), ORIGIN).href);
    }
  }
  return entries;
}

/** The links `html` lacks for its islands' modules ('' when none: running the step again changes nothing). */
async function preloadLinks(html: string, load: LoadModule): Promise<string> {
  const entries = islandEntries(html);
  if (entries.length === 0) return '';
  const { files } = await staticGraph(entries, load, new Set());
  return files
    .map((url) => `<link rel="modulepreload" href="/${url.slice(ORIGIN.length)}">`)
    .filter((link) => !html.includes(link))
    .join('');
}

/** Writes the modulepreload links into every page of the release in `dir` (before `</head>`); returns how many pages got some. */
export async function preloadIslandScripts(dir: string): Promise<number> {
  const sources = new Map<string, Promise<string | null>>();
  const load: LoadModule = (url) => {
    let source = sources.get(url);
    if (!source) {
      const path = join(dir, ...url.slice(ORIGIN.length).split('/'));
      source = relative(dir, path).startsWith('..') ? Promise.resolve(null) : readFile(path, 'utf8').catch(() => null);
      sources.set(url, source);
    }
    return source;
  };
  const pages = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html')).map((name) => join(dir, name));
  let preloaded = 0;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const links = await preloadLinks(html, load);
    const head = html.indexOf('</head>');
    if (links === '' || head === -1) continue;
    await writeFile(page, html.slice(0, head) + links + html.slice(head));
    preloaded += 1;
  }
  return preloaded;
}
