/**
 * A release's render functions (docs/decisions/043): the server bundle `astro build` renders its pages with,
 * kept beside the release instead of deleted, so that a product change renders the pages it touches again,
 * byte for byte as the build would, without bundling anything.
 *
 * Astro's static build writes that bundle (`.prerender/`, a `BuildApp` over every page) and renders each page
 * with `app.render`, given the build's in-memory state: the pages' inlined styles and the scripts that
 * integrations add. `keepRenderFunctions` wraps Astro's own prerenderer to copy the bundle and that state
 * (as JSON) before Astro removes it; `renderPages` loads a copy of the bundle with another catalogue (the
 * content layer's data store, the one module of the bundle that holds the catalogue) and renders addresses.
 */
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { z } from 'zod';
import { runChildTask } from './child-task.ts';
import { type ChunkImports, withMainIslandModules } from './main-island-modules.ts';

const ENTRY_PREFIX = 'prerender-entry';
const STATE_FILE = 'render-state.json';
/** The bundle's module of the content layer's data store (Astro names it after `astro:data-layer-content`). */
const DATA_STORE_CHUNK = /^_astro_data-layer-content_[\w-]+\.mjs$/;

/** What `app.render` reads from the build besides the bundle (astro/dist/core/build/environment.js `headElements`). */
interface RenderState {
  /** `pagesByKeys`: each page's stylesheets (inlined, `build.inlineStylesheets: 'always'`). */
  pages: [string, { styles: unknown[] }][];
  /** `entrySpecifierToBundleMap`: the client files of the pages' scripts. */
  bundle: [string, string][];
  /** The scripts integrations inject (`settings.scripts`). */
  scripts: unknown[];
  /** The client bundle's chunk graph, for the main island's module list (main-island-modules.ts). */
  chunkImports: [string, readonly string[]][];
}

interface BuildState {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

interface PageRoute {
  pattern: RegExp;
  type: string;
  component: string;
}

/**
 * The file a route writes an address to, as `build.format: 'preserve'` does (docs/decisions/002): an endpoint
 * at its address (`/sitemap.xml`), a page of an `index.astro` in its folder (`/produit/12/index.html`), any
 * other page beside it (`/achat.html`).
 */
function fileOf(route: PageRoute, address: string): string {
  const relative = address.replace(/^\/+/, '');
  if (route.type !== 'page') return relative;
  if (route.component.endsWith('/index.astro')) return relative === '' ? 'index.html' : `${relative}/index.html`;
  return `${relative}.html`;
}

interface BundledApp {
  setInternals: (internals: unknown) => void;
  setOptions: (options: unknown) => void;
  getSettings: () => { scripts: unknown[] };
  /** Its routes, by priority (Astro sorts them as it matches them). */
  manifest: { routes: { routeData: PageRoute }[] };
  render: (request: Request, options: { routeData: unknown }) => Promise<Response>;
}

async function entryOf(bundleDir: string): Promise<string> {
  const name = (await readdir(bundleDir)).find((file) => file.startsWith(ENTRY_PREFIX) && file.endsWith('.mjs'));
  if (!name) throw new Error(`${bundleDir} : pas de module ${ENTRY_PREFIX}`);
  return join(bundleDir, name);
}

const importApp = async (entry: string): Promise<BundledApp> => ((await import(pathToFileURL(entry).href)) as { app: BundledApp }).app;

/**
 * The integration: once Astro has rendered the pages, copies the server bundle it rendered them with into
 * `keepDir` with the build state `renderPages` needs. Without `keepDir` (a plain `npm run build`) it does nothing.
 */
export function keepRenderFunctions(keepDir: string | undefined, chunkImports: ChunkImports): AstroIntegration {
  return {
    name: 'kin-keep-render-functions',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        if (!keepDir) return;
        setPrerenderer((base: AstroPrerenderer): AstroPrerenderer => {
          let bundleDir: string | undefined;
          let state: BuildState | undefined;
          let app: BundledApp | undefined;
          return {
            ...base,
            async setup() {
              // Astro's static build writes the bundle into `<cwd>/.astro/.prerender/` (the build runs from a
              // folder of its own, src/ops/astro-build.ts). Imported here first, by the very URL Astro imports it
              // with, so that the build state Astro hands the app is seen too.
              // Not found there (another Astro), the build goes on without keeping them.
              bundleDir = join(process.cwd(), '.astro', '.prerender');
              app = await entryOf(bundleDir).then(importApp, () => undefined);
              if (app) {
                const give = app.setInternals.bind(app);
                app.setInternals = (internals) => {
                  state = internals as BuildState;
                  give(internals);
                };
              }
              await base.setup?.();
            },
            async teardown() {
              await base.teardown?.();
              // Without them the release is whole all the same: the build goes on and says so (build-release.ts).
              if (!bundleDir || !state || !app) return;
              await cp(bundleDir, keepDir, { recursive: true });
              const kept: RenderState = {
                pages: [...state.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]),
                bundle: [...state.entrySpecifierToBundleMap],
                scripts: app.getSettings().scripts,
                chunkImports: [...chunkImports],
              };
              await writeFile(join(keepDir, STATE_FILE), JSON.stringify(kept));
            },
          };
        });
      },
    },
  };
}

export type RenderPagesOptions = {
  /** The live release's render functions (kept by its build). */
  bundleDir: string;
  /** A folder of this publication's own inside the project: the bundle's packages resolve from it. */
  workDir: string;
  /** The content layer's data store (`data-store.json`) of the catalogue to render. */
  dataStore: string;
  /** Addresses to render (`/produit/12`) and the release folder their files are written into. */
  paths: readonly string[];
  outDir: string;
  /** The site's origin (SITE_URL), as the build's requests had it. */
  site: string;
};

/**
 * Renders in a child process on this very Node (child-task.ts), with the build's environment (`env`, as
 * `runAstroBuild` gets it: the bundle reads DATA_DIR, SITE_URL and the API's URLs through src/config/ as the build
 * did, its pictures from DATA_DIR among them); each publication's modules are freed with it. Answers the files
 * written; rejects with the child's own error output. `peakMemoryBytes`: the child's peak resident memory.
 */
export async function renderPages(
  options: RenderPagesOptions & { env: Record<string, string | undefined> },
): Promise<{ files: string[]; peakMemoryBytes: number }> {
  const { env, ...render } = options;
  const { answer, peakMemoryBytes } = await runChildTask({
    entry: new URL('./render-pages-child.ts', import.meta.url),
    input: render,
    cwd: options.workDir,
    env,
    what: 'rendu des pages',
  });
  return { files: z.array(z.string()).parse(answer), peakMemoryBytes };
}

/**
 * In this process (render-pages-child.ts): renders `paths` with the release's render functions over another catalogue and writes each into `outDir`
 * at the file the build writes it to; returns those files. Pages get the main island's module list as the
 * build gives them (astro.config.mjs). Fails on any answer but 200.
 */
export async function renderPagesHere(options: RenderPagesOptions): Promise<string[]> {
  const bundle = join(options.workDir, 'render');
  await cp(options.bundleDir, bundle, { recursive: true });
  const chunks = join(bundle, 'chunks');
  const storeChunk = (await readdir(chunks)).find((file) => DATA_STORE_CHUNK.test(file));
  if (!storeChunk) throw new Error(`${options.bundleDir} : module du catalogue introuvable`);
  // The same module Astro writes from the data store (astro/dist/content/vite-plugin-content-virtual-mod.js).
  await writeFile(join(chunks, storeChunk), `export default JSON.parse(${JSON.stringify(options.dataStore)});\n`);
  const state = JSON.parse(await readFile(join(bundle, STATE_FILE), 'utf8')) as RenderState;
  const app = await importApp(await entryOf(bundle));
  app.setInternals({ pagesByKeys: new Map(state.pages), entrySpecifierToBundleMap: new Map(state.bundle) });
  const problems: string[] = [];
  app.setOptions({
    settings: { scripts: state.scripts },
    logger: {
      options: {
        destination: {
          write: (event: { level?: string; message?: string }) => {
            if (event.level === 'error') problems.push(String(event.message));
            return true;
          },
        },
      },
    },
  });
  const chunkImports: ChunkImports = new Map(state.chunkImports);
  const written: string[] = [];
  for (const path of options.paths) {
    // A page's route answers its address without `.html` (`/achat.html` is the page `/achat`).
    const address = path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
    const routeData = app.manifest.routes.find(({ routeData: route }) => route.pattern.test(address))?.routeData;
    if (!routeData) throw new Error(`${path} : aucune page de la release ne répond à cette adresse`);
    const response = await app.render(new Request(new URL(address, options.site)), { routeData });
    if (response.status !== 200) throw new Error(`${path} : réponse ${response.status} ${problems.join(' ; ')}`);
    const file = fileOf(routeData, address === '/' ? '' : address);
    const body = new Uint8Array(await response.arrayBuffer());
    const target = join(options.outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.endsWith('.html') ? withMainIslandModules(new TextDecoder().decode(body), chunkImports) : body);
    written.push(file);
  }
  return written;
}
