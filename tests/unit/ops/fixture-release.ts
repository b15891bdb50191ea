import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary folder holding the given files (path → content). */
export async function fixtureFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kin-ops-'));
  await writeFiles(dir, files);
  return dir;
}

export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

const HOME =
  '<!doctype html><html lang="fr"><head><title>Kin Boissons</title><script type="module" src="/_astro/client.abc123.js"></script></head><body><h1>Kin Boissons</h1><script>console.log("island")</script></body></html>';

/** A small but complete release of the layout in docs: two categories, two products. */
export const completeRelease: Record<string, string> = {
  'index.html': HOME,
  '404.html': '<!doctype html><title>Page introuvable</title><h1>Page introuvable</h1>',
  'boutique/index.html': '<h1>Nos Catégories de Produits</h1>',
  'achat.html': '<h1>Boutique</h1>',
  'Mon-panier.html': '<h1>Mon panier</h1>',
  'reset-password/index.html': '<h1>Réinitialiser le mot de passe</h1>',
  'categorie/bieres/index.html': '<h1>Bières</h1>',
  'categorie/jus-de-fruits/index.html': '<h1>Jus de fruits</h1>',
  'produit/1/index.html': '<h1>Primus 72 cl</h1>',
  'produit/2/index.html': '<h1>Jus Maracuja</h1>',
  '_astro/client.abc123.js': 'export const island = "kin";'.repeat(40),
  '_astro/style.abc123.css': 'body{color:#123}'.repeat(40),
  'release.json': '{"id":"x"}',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
  'hors-connexion.html': '<h1>Vous êtes hors connexion</h1>',
  'manifest.webmanifest': '{"name":"Kin Boissons"}',
  'sw.js': 'precacheAndRoute([{"revision":"x","url":"/hors-connexion.html"}]);',
};

export const catalogue = {
  products: [{ id: 1 }, { id: 2 }],
  categories: [
    { id: 1, nom: 'Bières' },
    { id: 2, nom: 'Jus de fruits' },
  ],
};
