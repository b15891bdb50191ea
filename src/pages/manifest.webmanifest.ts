import type { APIRoute } from 'astro';
import { paths } from '../config/paths.ts';
import { shop } from '../config/shop.ts';
import { offlineMessages } from '../messages/offline.ts';

/** The web app manifest, in French: the shop installs on a phone's home screen under its own name and colours. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: shop.name,
      short_name: shop.name,
      description: offlineMessages.appDescription,
      lang: 'fr',
      dir: 'ltr',
      id: paths.home,
      start_url: paths.home,
      scope: paths.home,
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
