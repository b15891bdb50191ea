// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

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
});
