/**
 * The build's step for a page's main island (src/domain/main-island.ts, src/stores/idle-main-first.ts): writes into
 * the island every module it needs to hydrate — its component's and renderer's chunks and all they import,
 * read from the bundler's own chunk graph — so that it asks for them all at once when the page is idle instead of
 * one level of imports per round trip. docs/decisions/023-main-island-first.md.
 */
import {
  INTENT_MODULES,
  INTENT_SOURCES,
  MAIN_FIRST_DIRECTIVE,
  MAIN_ISLAND,
  MAIN_ISLAND_AFTER_INTENT,
  MAIN_MODULES,
} from '../domain/main-island.ts';

/** A chunk's static imports by file name (relative to the build's output folder), as the bundler reports them. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const ENTRY_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'];

const attribute = (tag: string, name: string): string | undefined =>
  tag
    .match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

function isMain(tag: string): boolean {
  if (attribute(tag, 'client') !== MAIN_FIRST_DIRECTIVE) return false;
  try {
    const { value } = JSON.parse(attribute(tag, 'opts') ?? '{}') as { value?: unknown };
    return value === MAIN_ISLAND || value === MAIN_ISLAND_AFTER_INTENT;
  } catch {
    return false;
  }
}

/** Every file `entries` import statically, entries first (breadth first: the nearest imports are asked for first). */
function staticClosure(entries: readonly string[], imports: ChunkImports): string[] {
  const found = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file)) continue;
    const own = imports.get(file);
    if (own === undefined) throw new Error(`${file} : absent du graphe des modules du build`);
    found.add(file);
    queue.push(...own);
  }
  return [...found];
}

/**
 * `html` with the modules of each main island written into it (`data-modules`, site-absolute URLs separated by
 * spaces); the same text when it has none. Throws when an island names a module the bundle does not hold: the
 * build stops rather than ship an island that would ask for nothing.
 */
export function withMainIslandModules(html: string, imports: ChunkImports): string {
  return html.replace(ISLAND_TAG, (tag) => {
    if (!isMain(tag) || tag.includes(` ${MAIN_MODULES}=`)) return tag;
    const entries = ENTRY_ATTRIBUTES.flatMap((name) => {
      const url = attribute(tag, name);
      return url?.startsWith('/') ? [url.slice(1)] : [];
    });
    const urls = staticClosure(entries, imports).map((file) => `/${file}`);
    return `${tag.slice(0, -1)} ${MAIN_MODULES}="${urls.join(' ')}">`;
  });
}

/** The file holding each source module of the bundle (project-relative path → file name under the output folder). */
export type ModuleFiles = ReadonlyMap<string, string>;

const INTENT_TAG = new RegExp(`\\s${INTENT_SOURCES}="([^"]*)"`, 'g');

/**
 * `html` with each `INTENT_SOURCES` list of source modules turned into the `INTENT_MODULES` list of every file they
 * need (their chunks and all those import), for a page's script to ask for at the customer's first act. Throws when
 * a source is in no chunk of the bundle: the build stops rather than ship a list that would ask for nothing.
 */
export function withIntentModules(html: string, imports: ChunkImports, files: ModuleFiles): string {
  return html.replace(INTENT_TAG, (_attribute, sources: string) => {
    const entries = sources
      .split(/\s+/)
      .filter((source) => source !== '')
      .map((source) => {
        const file = files.get(source);
        if (file === undefined) throw new Error(`${source} : dans aucun fichier du build`);
        return file;
      });
    const urls = staticClosure(entries, imports).map((file) => `/${file}`);
    return ` ${INTENT_MODULES}="${urls.join(' ')}"`;
  });
}
