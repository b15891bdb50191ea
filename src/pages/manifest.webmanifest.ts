import type { APIRoute } from 'astro';
import { webAppManifest } from '../components/web-app-manifest.ts';
import { paths } from '../config/paths.ts';
import { shop } from '../config/shop.ts';
import { offlineMessages } from '../messages/offline.ts';

/** The web app manifest, in French: the shop installs on a phone's home screen under its own name and colours. */
export const GET: APIRoute = () =>
  webAppManifest({ name: shop.name, shortName: shop.name, description: offlineMessages.appDescription, start: paths.home });
