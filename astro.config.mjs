// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

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
    test: /src[\\/](domain[\\/](price|quantity|roles|messages[\\/](product|plural))|stores[\\/](cart-on-demand|current-product|stock-viewer|api-url|cart[\\/](product|messages-add-to-cart))|api[\\/]product-snapshot|islands[\\/](use-hydrated|cart[\\/](QuantityInput|ConsigneDialog)))\./,
  },
];

/** Public URL of the shop, used for canonical links, Open Graph and the sitemap. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  // Legacy `.html` URLs (`/Mon-panier.html`) live beside clean ones (`/boutique`): see docs/decisions/002.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Each data folder keeps its own build cache, so two builds never share one.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  integrations: [react()],
  vite: { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } } },
});
