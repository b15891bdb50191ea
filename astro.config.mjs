// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { buildSettings } from './src/config/build.ts';

/**
 * Browser chunks (docs/decisions/006): the code every page's header islands need (React, nanostores,
 * the light header stores) ships as one file, and the product page's light add-to-cart code as
 * another, instead of some twenty small files each paying its own request and compression start.
 * Everything else (cart, session, checkout stores with ky and zod) keeps Rolldown's own splitting.
 */
const chunkGroups = [
  {
    name: 'islands',
    priority: 2,
    test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/][^\\/]+|@astrojs[\\/]react)[\\/]|src[\\/]stores[\\/](header[\\/]|auth-token|persist)|src[\\/]domain[\\/](messages[\\/]nav|money)\.|src[\\/](contract[\\/]plain-checks|api[\\/]timeout)\.|preload-helper|rolldown[\\/-]runtime/,
  },
  {
    name: 'product-island',
    priority: 1,
    test: /src[\\/](domain[\\/](price|quantity|roles|messages[\\/](product|plural))|stores[\\/](cart-on-demand|current-product|stock-viewer|api-url|cart[\\/]product)|api[\\/]product-snapshot|islands[\\/](use-hydrated|cart[\\/](QuantityInput|ConsigneDialog)))\./,
  },
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
    /** @type {(naming: unknown) => (chunk: import('rolldown').PreRenderedChunk) => string} */
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
