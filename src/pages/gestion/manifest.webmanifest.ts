import type { APIRoute } from 'astro';
import { webAppManifest } from '../../components/web-app-manifest.ts';
import { gestionPaths } from '../../config/paths.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** Gestion as an app of its own on the staff's phones: its name, its scope (`/gestion/`), apart from the storefront's. */
export const GET: APIRoute = () =>
  webAppManifest({
    name: gestionMessages.brand,
    shortName: gestionMessages.appShortName,
    description: gestionMessages.appDescription,
    start: gestionPaths.orders,
  });
