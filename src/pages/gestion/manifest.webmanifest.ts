import type { APIRoute } from 'astro';
import { gestionPaths } from '../../config/paths.ts';
import { shop } from '../../config/shop.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** Gestion as an app of its own on the staff's phones: its name, its scope (`/gestion/`), apart from the storefront's. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: gestionMessages.brand,
      short_name: gestionMessages.appShortName,
      description: gestionMessages.appDescription,
      lang: 'fr',
      dir: 'ltr',
      id: gestionPaths.orders,
      start_url: gestionPaths.orders,
      scope: gestionPaths.orders,
      display: 'standalone',
      theme_color: shop.colors.theme,
      background_color: shop.colors.background,
      icons: [
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
