// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { buildSettings } from './src/config/build.ts';

/**
 * Browser chunks by folder and by island, not by lists of file names (Rolldown's `codeSplitting.groups`;
 * measured with `npm run bench:pages`, see docs/decisions/009). A group also takes every module its
 * members import, unless a group of higher priority took it first; `import()` targets stay out.
 * - `islands`, on every page: React, nanostores and zod/mini, and the header (`src/stores/header/` and
 *   the menu's texts) with all it imports: the contract's schemas it decodes the stored cart and user
 *   with, the domain rules it counts with. One file instead of some twenty small ones, each of which
 *   would cost a request (the serving process speaks HTTP/1.1: six at a time) and compress worse.
 * - `product`, on product pages: what the add-to-cart island imports (read from its source), with
 *   their own imports beyond `islands`. The island's file itself stays apart with its stylesheet: a
 *   group holding a stylesheet makes every `import()` that reaches it fetch a CSS file that the build
 *   does not write (pages inline their styles), and that fetch fails the import.
 * - Everything else is Rolldown's own splitting: what one page uses alone stays in its island's file,
 *   what several pages share gets one file per set of pages, and what loads on demand (the cart store
 *   at the first add, the session and notifications once signed in, the API client with ky at its
 *   first call) stays out of every page until it is needed.
 */
const everyPage = [
  /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/][^\\/]+|@astrojs[\\/]react|zod)[\\/]/,
  /src[\\/]stores[\\/]header[\\/]/,
  /src[\\/]domain[\\/]messages[\\/]nav\./,
];
const productIsland = new URL('./src/islands/cart/AddToCart.tsx', import.meta.url);
const productImports = new Set(
  [...readFileSync(productIsland, 'utf8').matchAll(/^import\s[^'"]*['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm)].map((match) =>
    fileURLToPath(new URL(match[1] ?? '', productIsland)),
  ),
);
const chunkGroups = [
  { name: 'islands', priority: 2, test: (/** @type {string} */ id) => everyPage.some((folder) => folder.test(id)) },
  { name: 'product', priority: 1, test: (/** @type {string} */ id) => productImports.has(id.split('?')[0] ?? id) },
];

/** Gestion's own modules (the staff's screens): never imported by the storefront (.dependency-cruiser.cjs). */
const GESTION_MODULE =
  /src[\\/]((islands|stores)[\\/]gestion[\\/]|api[\\/]staff[\\/]|contract[\\/]staff-|domain[\\/](messages[\\/]gestion|staff|delivery-slip|photo)\.)/;

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
  integrations: [react()],
  vite: {
    // The browser's API base URL, written into the bundle (src/config/public-api-url.ts).
    define: { __PUBLIC_API_URL__: JSON.stringify(settings.publicApiUrl) },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
    plugins: [gestionChunkNames],
  },
});
