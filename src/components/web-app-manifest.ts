import { shop } from '../config/shop.ts';

/** What tells one installable app of the shop from the other: the storefront's, gestion's. */
export interface InstallableApp {
  name: string;
  shortName: string;
  description: string;
  /** Where it opens, which is also its scope and its identity (`/`, `/gestion/`). */
  start: string;
}

/** A web app manifest, in French, with the shop's colours and icons: the one shape of both apps' manifests. */
export function webAppManifest(app: InstallableApp): Response {
  return new Response(
    JSON.stringify({
      name: app.name,
      short_name: app.shortName,
      description: app.description,
      lang: 'fr',
      dir: 'ltr',
      id: app.start,
      start_url: app.start,
      scope: app.start,
      display: 'standalone',
      theme_color: shop.colors.theme,
      background_color: shop.colors.background,
      icons: [
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
}
