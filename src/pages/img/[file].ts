import type { APIRoute } from 'astro';
import { getCatalogue } from '../../catalogue/catalogue.ts';
import { IMAGE_WIDTHS, imageCacheDir, readVariant, variantFile } from '../../catalogue/image-store.ts';
import { buildSettings } from '../../config/build.ts';

/** Every WebP variant prepared by the catalogue loader, copied into the release once per distinct image. */
export async function getStaticPaths() {
  const { products, categories } = await getCatalogue();
  const keys = new Set<string>();
  for (const item of [...products, ...categories]) if (item.imageKey) keys.add(item.imageKey);
  return [...keys].flatMap((key) => IMAGE_WIDTHS.map((width) => ({ params: { file: variantFile(key, width) } })));
}

export const GET: APIRoute = async ({ params }) => {
  const bytes = await readVariant(imageCacheDir(buildSettings().dataDir), params.file ?? '');
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/webp' } });
};
