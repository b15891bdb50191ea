/** Constants astro.config.mjs writes into the code through Vite's `define` (see src/config/public-api-url.ts). */
declare const __PUBLIC_API_URL__: string;
