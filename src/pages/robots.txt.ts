import type { APIRoute } from 'astro';
import { gestionPaths, paths } from '../config/paths.ts';
import { siteOrigin } from '../config/site.ts';

const PRIVATE = [
  paths.cart,
  paths.checkout,
  paths.confirmation,
  paths.loginShort,
  paths.login,
  paths.logout,
  `${paths.resetPassword}/`,
  paths.orders,
  paths.account,
  paths.profileEdit,
  paths.addresses,
  paths.notifications,
  gestionPaths.orders,
  '/api/',
];

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', siteOrigin(site)).href;
  const body = ['User-agent: *', 'Allow: /', ...PRIVATE.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
