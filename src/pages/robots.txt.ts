import type { APIRoute } from 'astro';

const PRIVATE = [
  '/Mon-panier.html',
  '/paiement.html',
  '/confirmation-commande',
  '/connexion',
  '/connexion.html',
  '/deconnexion.html',
  '/reset-password/',
  '/mes-commandes.html',
  '/mon-compte.html',
  '/modifier-profil.html',
  '/adresses.html',
  '/notifications.html',
  '/api/',
];

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = ['User-agent: *', 'Allow: /', ...PRIVATE.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
