// @ts-check
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildSettings } from './src/config/build.ts';
import { MAIN_FIRST_DIRECTIVE } from './src/domain/main-island.ts';
import { withIntentModules, withMainIslandModules } from './src/ops/main-island-modules.ts';
import { keepRenderFunctions } from './src/ops/render-functions.ts';
import { runtimeInHost } from './src/ops/runtime-in-host.ts';

/**
 * Browser chunks by folder and by island, not by lists of file names (Rolldown's `codeSplitting.groups`;
 * measured with `npm run bench:pages` and `npm run bench:interaction`, see docs/decisions/009). A group
 * also takes every module its members import, unless a group of higher priority took it first.
 * - `stores`, on every page: nanostores, and the header (`src/stores/header/` and the menu's texts) with all it
 *   imports (the stored session and cart every store shares); and the API's timeout (a number the product page's
 *   island, the contract's readers and the API client share: in the product page's chunk it made every page's
 *   readers load that chunk and the `shop` chunk behind it). Not zod: the header decodes what is stored through
 *   the contract loaded by `import()`, only when something is stored. No React: the order's flow, which sends a
 *   press made before the checkout's island hydrated, imports these stores without waiting for React (decision
 *   048); it also holds Rolldown's helpers for every chunk that imports it (`kin-runtime-in-stores` below).
 * - `islands`, on every page: React, its renderer and `use-hydrated`, which most islands use; it imports `stores`.
 *   Two files instead of some twenty small ones, each of which would cost a request (the serving process speaks
 *   HTTP/1.1: six at a time) and compress worse.
 * - `shop`, on the product, cart and checkout pages: what the add-to-cart island shares with the cart
 *   page (read from their sources), but its components: prices, quantities and their texts, the deposit's
 *   unit. So the cart and checkout pages load nothing of the product page's own code, the product page
 *   nothing of the contract, and the order's flow nothing of React. The quantity field both islands draw
 *   gets Rolldown's own file, on the product and cart pages only.
 * - `product`, on product pages only: the rest of what the add-to-cart island imports, but what it
 *   shares with the cart page or with the contract's readers (who sees exact stock): Rolldown gives that its own
 *   small file, so that neither the cart page nor the readers' `import()` loads the product page's code. The island's
 *   file itself stays apart with its stylesheet: a group holding a stylesheet makes every `import()`
 *   that reaches it fetch a CSS file that the build does not write (pages inline their styles), and
 *   that fetch fails the import.
 * - `contract`, loaded with the pages that decode at once (cart, checkout, account) and by `import()`
 *   elsewhere: zod/mini, and what the light pages read through it (src/stores/page/contract-readers.ts).
 * - `writes`, with the checkout and wherever an order or a form is sent: the order's contract with the one
 *   text rule every write follows (src/contract/text.ts and its texts). Not in `contract`, so that the cart
 *   page, which only decodes, does not load the rule; one file with the order's contract rather than a small
 *   one of its own, which cost the checkout page a request and about 150 B gzip more.
 * - Everything else is Rolldown's own splitting: what one page uses alone stays in its island's file,
 *   what several pages share gets one file per set of pages, and what loads on demand (the cart store
 *   at the first add, the session and notifications once signed in, the API client with ky at its
 *   first call) stays out of every page until it is needed.
 */
const everyPageReact = [
  /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|@astrojs[\\/]react)[\\/]/,
  /src[\\/]islands[\\/]use-hydrated\./,
];
const everyPageStores = [
  /node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/,
  /src[\\/]stores[\\/]header[\\/]/,
  /src[\\/]messages[\\/]nav\./,
  /src[\\/]api[\\/]timeout\./,
];

/**
 * Local modules `file` imports for their values (type-only imports erased), and theirs, read from the sources.
 * @param {string} file
 * @param {Set<string>} found
 */
function importedBy(file, found = new Set()) {
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)\s(?!type\s)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm)) {
    const path = fileURLToPath(new URL(spec ?? '', pathToFileURL(file)));
    if (found.has(path)) continue;
    found.add(path);
    importedBy(path, found);
  }
  return found;
}
const fromSrc = (/** @type {string} */ path) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const productModules = importedBy(fromSrc('islands/cart/AddToCart.tsx'));
const cartModules = importedBy(fromSrc('islands/cart/CartPage.tsx'));
const readerModules = importedBy(fromSrc('stores/page/contract-readers.ts'));
const islandsFolder = fromSrc('islands/');
const shopModules = new Set([...productModules].filter((path) => cartModules.has(path) && !path.startsWith(islandsFolder)));
/** What the product page shares with the cart page or the contract's readers (who sees exact stock…) is not the product page's own. */
const productOnlyModules = new Set([...productModules].filter((path) => !readerModules.has(path) && !cartModules.has(path)));
const moduleIn = (/** @type {Set<string>} */ modules) => (/** @type {string} */ id) => modules.has(id.split('?')[0] ?? id);

const chunkGroups = [
  { name: 'stores', priority: 5, test: (/** @type {string} */ id) => everyPageStores.some((folder) => folder.test(id)) },
  { name: 'islands', priority: 4, test: (/** @type {string} */ id) => everyPageReact.some((folder) => folder.test(id)) },
  { name: 'shop', priority: 3, test: moduleIn(shopModules) },
  { name: 'product', priority: 2, test: moduleIn(productOnlyModules) },
  { name: 'contract', priority: 1, test: /node_modules[\\/]zod[\\/]|src[\\/]stores[\\/]stored[\\/]cart-lines\./ },
  { name: 'writes', priority: 0, test: /src[\\/]contract[\\/](order|text)\.|src[\\/]messages[\\/]text-rule\./ },
];

/** Gestion's own modules (the staff's screens): never imported by the storefront (.dependency-cruiser.cjs). */
const GESTION_MODULE =
  /src[\\/]((islands|stores)[\\/]gestion[\\/]|api[\\/]staff[\\/]|contract[\\/]staff-|messages[\\/](gestion|rider)\.|domain[\\/](staff|delivery-slip|photo|stock-movement|order-alert|journal-entry|empties-units|sales-period|sales-chart)\.)/;

/**
 * Every browser chunk holding gestion code is named `gestion-…` (Rolldown splits them off by itself, as
 * only gestion's pages import them), so `npm run bench:pages` can prove that no customer page loads one.
 * Astro's own names are kept otherwise.
 */
/** @type {import('vite').Plugin} */
const gestionChunkNames = {
  name: 'kin-gestion-chunk-names',
  applyToEnvironment: (environment) => environment.name === 'client',
  outputOptions(options) {
    /** @type {(naming: unknown) => (chunk: { moduleIds: string[] }) => string} */
    const mark = (naming) => (chunk) => {
      const name = typeof naming === 'function' ? naming(chunk) : String(naming);
      return chunk.moduleIds.some((id) => GESTION_MODULE.test(id))
        ? name.replace(/[^/]+$/, (/** @type {string} */ file) => `gestion-${file}`)
        : name;
    };
    return { ...options, entryFileNames: mark(options.entryFileNames), chunkFileNames: mark(options.chunkFileNames) };
  },
};

/**
 * The `stores` chunk holds Rolldown's helpers instead of the runtime chunk, and the chunks that import `stores`
 * anyway (`islands` with React's CommonJS modules, the cart store, the session…) take them from it
 * (src/ops/runtime-in-host.ts, decisions 022 and 048): an import of the runtime chunk is found only once the chunk
 * importing it has arrived, a last round trip before the island hydrates (2 s on Slow 3G). The runtime chunk stays
 * for the chunks that do not import `stores`.
 * @type {import('vite').Plugin}
 */
const runtimeInStores = {
  name: 'kin-runtime-in-stores',
  applyToEnvironment: (environment) => environment.name === 'client',
  // The file names are hashed before the rewrite: this mark gives `stores` (and so every chunk importing it,
  // which names it) other names than the builds without the rewrite, whose files browsers keep as immutable.
  augmentChunkHash: (chunk) => (chunk.name === 'stores' ? 'runtime-in-stores' : undefined),
  // After Vite's own rewrite of the chunks (its preload lists): the last change to a chunk's code is the one written.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const runtime = chunks.find((chunk) => chunk.name === 'rolldown-runtime');
      const host = chunks.find((chunk) => chunk.name === 'stores');
      if (!runtime || !host) return;
      const rewritten = runtimeInHost((code) => this.parse(code), host, runtime, chunks);
      if (rewritten === null)
        this.warn(`${host.fileName} keeps its import of ${runtime.fileName}: not the shapes runtime-in-host.ts knows`);
      for (const chunk of chunks) {
        const code = rewritten?.get(chunk.fileName);
        if (code === undefined) continue;
        chunk.code = code;
        chunk.imports = chunk.imports.filter((file) => file !== runtime.fileName);
      }
    },
  },
};

/**
 * `client:idle-unless-saver`: `client:idle`, except that in data saver mode the header's islands of the category
 * pages wait while nothing stored needs them (src/stores/page/idle-unless-saver.ts, inlined by Astro).
 * @type {import('astro').AstroIntegration}
 */
const saverDirective = {
  name: 'kin-idle-unless-saver',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'idle-unless-saver', entrypoint: fromSrc('stores/page/idle-unless-saver.ts') }),
  },
};

/**
 * `client:idle-main-first`: `client:idle`, with the page's main island first (src/stores/page/idle-main-first.ts,
 * decision 023). Once the pages are written, each main island gets the list of every module it imports, read from
 * the client bundle's own chunk graph (src/ops/main-island-modules.ts), which it asks for all at once when the page
 * is idle: on Slow 3G one round trip of 2 s fewer before « Ajouter au panier » is the island's.
 * @type {Map<string, readonly string[]>}
 */
const chunkImports = new Map();
/**
 * The file holding each of the project's source modules (`src/…`, project-relative), for the modules a page asks for
 * at the customer's first act (src/ops/main-island-modules.ts, `withIntentModules`).
 * @type {Map<string, string>}
 */
const moduleFiles = new Map();
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
/** @type {import('vite').Plugin} */
const recordChunkImports = {
  name: 'kin-chunk-imports',
  applyToEnvironment: (environment) => environment.name === 'client',
  // Once written: the imports as the files hold them, after every plugin's rewrite (kin-runtime-in-stores).
  writeBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      chunkImports.set(file.fileName, file.imports);
      for (const id of file.moduleIds)
        if (id.startsWith(projectRoot)) moduleFiles.set(relative(projectRoot, id.split('?')[0] ?? id).replaceAll('\\', '/'), file.fileName);
    }
  },
};
/** @type {import('astro').AstroIntegration} */
const mainIslandFirst = {
  name: 'kin-idle-main-first',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: MAIN_FIRST_DIRECTIVE, entrypoint: fromSrc('stores/page/idle-main-first.ts') }),
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      for (const name of await readdir(root, { recursive: true })) {
        if (!name.endsWith('.html')) continue;
        const path = join(root, name);
        const html = await readFile(path, 'utf8');
        const written = withIntentModules(withMainIslandModules(html, chunkImports), chunkImports, moduleFiles);
        if (written !== html) await writeFile(path, written);
      }
    },
  },
};

/** The build's configuration (src/config/): public URL of the shop, API URLs, output and cache folders. */
const settings = buildSettings();

export default defineConfig({
  // Public URL of the shop, used for canonical links, Open Graph and the sitemap.
  site: settings.siteUrl,
  // Legacy `.html` URLs (`/Mon-panier.html`) live beside clean ones (`/boutique`): see docs/decisions/002.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  outDir: settings.outDir,
  // Each data folder keeps its own build cache, so two builds never share one.
  cacheDir: settings.cacheDir,
  // A release keeps the functions that rendered its pages (decision 043): a product change renders only what it touches.
  integrations: [react(), saverDirective, mainIslandFirst, keepRenderFunctions(settings.renderDir, chunkImports)],
  vite: {
    // The browser's API base URL, written into the bundle (src/config/public-api-url.ts).
    define: { __PUBLIC_API_URL__: JSON.stringify(settings.publicApiUrl) },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
    plugins: [gestionChunkNames, runtimeInStores, recordChunkImports],
  },
});
