import type { Loader, LoaderContext } from 'astro/loaders';
import { buildSettings } from '../config/build.ts';
import { fetchPicture, loadCatalogue, type RawCatalogue } from './catalogue-reader.ts';
import { imageCacheDir, imageUrlIndexFile, prepareImages } from './image-store.ts';

export type Section = 'categories' | 'brands' | 'products' | 'reviews';

let pending: ReturnType<typeof fetchAll> | undefined;

async function fetchAll(logger: LoaderContext['logger']) {
  const { catalogueApiUrl: baseUrl, dataDir } = buildSettings();
  const started = performance.now();
  const raw = await loadCatalogue({ baseUrl });
  const resolve = (url: string | null) => (url ? new URL(url, baseUrl).href : null);
  const urls = [...raw.products.map((p) => resolve(p.image)), ...raw.categories.map((c) => resolve(c.image))];
  const keys = await prepareImages(
    urls.filter((url): url is string => url !== null),
    {
      fetch: fetchPicture,
      dir: imageCacheDir(dataDir),
      urlIndex: imageUrlIndexFile(dataDir),
      concurrency: 6,
      warn: (message) => logger.warn(message),
    },
  );
  const keyOf = (url: string | null) => keys.get(resolve(url) ?? '') ?? null;
  logger.info(
    `${raw.products.length} produits, ${raw.categories.length} catégories, ${raw.brands.length} marques, ` +
      `${raw.reviews.length} avis, ${keys.size} images depuis ${baseUrl} en ${Math.round(performance.now() - started)} ms`,
  );
  return withImageKeys(raw, keyOf);
}

/** The catalogue's sections as the collections hold them: categories and products with their picture's key. */
export function withImageKeys(raw: RawCatalogue, keyOf: (url: string | null) => string | null) {
  return {
    categories: raw.categories.map((c) => ({ ...c, image_key: keyOf(c.image) })),
    brands: raw.brands,
    products: raw.products.map((p) => ({ ...p, image_key: keyOf(p.image) })),
    reviews: raw.reviews,
  };
}

/** The collection of each section (src/content.config.ts names them). */
export const COLLECTION_OF: Readonly<Record<Section, string>> = {
  categories: 'categories',
  brands: 'marques',
  products: 'produits',
  reviews: 'avis',
};

/** One record as its collection's entry. */
export const entryOf = (record: { id: number | string }) => ({ id: String(record.id), data: { ...record } });

/** One content-layer loader per collection; they share a single read of the API per build. */
export function catalogueLoader(section: Section): Loader {
  return {
    name: `kin-catalogue-${section}`,
    load: async ({ store, logger }) => {
      pending ??= fetchAll(logger);
      const data = await pending;
      store.clear();
      for (const record of data[section]) store.set(entryOf(record));
    },
  };
}
