import { Hono } from 'hono';
import { getCategory } from '../db/catalogue.ts';
import { getProduct } from '../db/products.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { notFound } from '../http/problem.ts';
import { readPhoto } from '../media/photo-store.ts';
import { categorySvg, productSvg } from '../media/svg.ts';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // URLs carry ?v=<fingerprint of what is drawn>, so a picture never changes under its URL.
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

function idOf(text: string): number | null {
  return /^\d{1,9}\.svg$/.test(text) ? Number(text.slice(0, -4)) : null;
}

const PHOTO_HEADERS = {
  'content-type': 'image/webp',
  // The file name is the fingerprint of the content (media/photo-store.ts).
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};

/** Generated pictures of products and categories, and the photos the staff uploaded, under /media/. */
export function mediaRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/media/photos/:file', async (c) => {
      const photo = deps.mediaDir === null ? null : await readPhoto(deps.mediaDir, c.req.param('file'));
      if (!photo) throw notFound();
      return c.body(new Uint8Array(photo), 200, PHOTO_HEADERS);
    })
    .get('/media/produits/:file', async (c) => {
      const id = idOf(c.req.param('file'));
      const product = id === null ? undefined : await getProduct(deps.engine.db, id);
      if (!product) throw notFound();
      return c.body(productSvg(product), 200, SVG_HEADERS);
    })
    .get('/media/categories/:file', async (c) => {
      const id = idOf(c.req.param('file'));
      const category = id === null ? undefined : await getCategory(deps.engine.db, id);
      if (!category) throw notFound();
      return c.body(categorySvg(category), 200, SVG_HEADERS);
    });
}
