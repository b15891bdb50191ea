import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pMap from 'p-map';
import { categoryPath, paths, productPath, serviceWorkerPath } from '../config/paths.ts';
import { uniqueSlugs } from '../domain/slug.ts';

/** What a release must contain pages for. */
export type CatalogueSummary = {
  products: ReadonlyArray<{ id: number | string }>;
  categories: ReadonlyArray<{ id: number; nom: string; slug?: string | null | undefined }>;
  /** Brands, for the release's address map (`category-redirect.ts`); their pages are checked with their category's. */
  brands?: ReadonlyArray<{ id: number; nom: string; slug?: string | null | undefined }>;
};

const SHOP_NAME = 'Kin Boissons';
/** The web app manifest every customer page links to (BaseLayout.astro). */
const MANIFEST = '/manifest.webmanifest';

/** The release file of a clean page address: `/produit/12` → `produit/12/index.html`. */
const pageFile = (path: string): string => `${path.slice(1)}/index.html`;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Problems that forbid switching a release in: missing home page or shop name, a product or
 * category of the catalogue without its page, no service worker keeping the offline page, no offline page
 * or manifest. Empty list = the release may go live.
 */
export async function checkRelease(dir: string, catalogue: CatalogueSummary): Promise<string[]> {
  const problems: string[] = [];
  const home = join(dir, 'index.html');
  if (!(await isFile(home))) problems.push("page d'accueil absente (index.html)");
  else if (!(await readFile(home, 'utf8')).includes(SHOP_NAME)) problems.push(`la page d'accueil ne nomme pas ${SHOP_NAME}`);
  // Offline reading: the worker written for this release must precache this release's offline page.
  const worker = join(dir, serviceWorkerPath.slice(1));
  if (!(await isFile(worker))) problems.push(`service worker absent (${serviceWorkerPath.slice(1)})`);
  else if (!(await readFile(worker, 'utf8')).includes(JSON.stringify(paths.offline)))
    problems.push(`le service worker ne garde pas ${paths.offline}`);
  for (const file of [paths.offline, MANIFEST]) if (!(await isFile(join(dir, file.slice(1))))) problems.push(`${file.slice(1)} absent`);
  const missing = async (label: string, pages: string[]): Promise<void> => {
    // Asked together (a few at a time): at 10 000 products one after the other is seconds on a busy machine.
    const present = await pMap(pages, (page) => isFile(join(dir, page)), { concurrency: 16 });
    const absent = pages.filter((_page, i) => !present[i]);
    if (absent.length > 0) {
      const shown = absent.slice(0, 5).join(', ');
      problems.push(`${absent.length} ${label} sans page : ${shown}${absent.length > 5 ? ', …' : ''}`);
    }
  };
  await missing(
    'catégorie(s)',
    [...uniqueSlugs('categorie', catalogue.categories).values()].map((slug) => pageFile(categoryPath(slug))),
  );
  await missing(
    'produit(s)',
    catalogue.products.map((p) => pageFile(productPath(p.id))),
  );
  return problems;
}
