/**
 * Any record the staff API accepts is published, whatever its names hold: random categories, brands and
 * products (every script, emoji, control characters, long strings, extreme prices and stocks) written through
 * the real API of `node src/serve.ts`; each is refused with 400 or accepted, and ONE real build then publishes
 * every accepted record at an address of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type Shop, settled, startShop } from './shop-process.ts';
import { staffToken } from './staff.ts';

let shop: Shop | undefined;
let dataDir = '';
afterAll(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const text = fc.oneof(
  fc.constantFrom('!!!', '🍺', 'مشروبات', 'Пиво', '啤酒', 'Bières', 'BIÈRES', 'bières', 'Ελληνικά', '   ', '', '<b>&amp;</b>', '../..'),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\n', '\u202e', '\u200b', 'a', 'é', '🍺', '-', ' '), maxLength: 12 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 90, maxLength: 260 }),
);
const price = fc.oneof(
  fc.constantFrom('1.005', '1e-7', '90000000000000', '2500', '2500.50', '0', '2251799', '2251800', ' 10 ', '-0', 'abc', 1e21, 1.005),
  fc.integer({ min: -1000, max: 10_000_000 }),
  fc.double(),
  fc.double({ min: 0, max: 3_000_000, noNaN: true }).map((n) => n.toFixed(2)),
);
const stock = fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.constantFrom(1e15, 1.5, 10_000, 10_001), fc.double());
const record = fc.oneof(
  fc.record({ kind: fc.constant('categories' as const), nom: text }),
  fc.record({ kind: fc.constant('marques' as const), nom: text }),
  fc.record({
    kind: fc.constant('produits' as const),
    nom: text,
    description: text,
    prix: price,
    prix_consigne: fc.option(price, { nil: undefined }),
    stock,
    categorie: fc.nat(),
    marque: fc.nat(),
  }),
);

describe('random catalogue records through the staff API, then one real build', () => {
  it('each is refused with 400 or published at an address of its own; no 500, no failed build', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kin-property-'));
    shop = await startShop(dataDir);
    const first = await settled(shop, 0, 240_000);
    const token = await staffToken(shop.origin, dataDir);
    const origin = shop.origin;
    const accepted = { categories: [] as number[], marques: [] as number[], produits: [] as number[] };
    const pick = (ids: number[], n: number) => (ids.length === 0 || n % 3 === 0 ? null : (ids[n % ids.length] ?? null));
    await fc.assert(
      fc.asyncProperty(record, async ({ kind, ...fields }) => {
        const payload =
          'categorie' in fields
            ? { ...fields, categorie: pick(accepted.categories, fields.categorie), marque: pick(accepted.marques, fields.marque) }
            : fields;
        const res = await fetch(`${origin}/api/v1/products/${kind}/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
          body: JSON.stringify(payload),
        });
        const body = (await res.json()) as { id?: number };
        expect([400, 201], JSON.stringify({ payload, body })).toContain(res.status);
        if (res.status === 201 && body.id !== undefined) accepted[kind].push(body.id);
      }),
      { numRuns: 120 },
    );
    expect(accepted.categories.length + accepted.marques.length + accepted.produits.length).toBeGreaterThan(10);

    // The writes came within the debounce of each other: one build publishes them all.
    const after = await settled(shop, first.builds, 300_000);
    expect(after.builds).toBe(first.builds + 1);
    expect(after.last?.result, after.last?.error ?? '').toBe('réussie');

    const slugs: string[] = [];
    for (const id of accepted.categories) {
      const category = (await (await fetch(`${origin}/api/v1/products/categories/${id}/`)).json()) as { slug: string };
      slugs.push(category.slug);
      expect((await fetch(`${origin}/categorie/${category.slug}/`, { redirect: 'manual' })).status, category.slug).toBe(200);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const id of accepted.produits) {
      expect((await fetch(`${origin}/produit/${id}/`, { redirect: 'manual' })).status, `produit ${id}`).toBe(200);
    }
    const brandSlugs = await Promise.all(
      accepted.marques.map(
        async (id) => ((await (await fetch(`${origin}/api/v1/products/marques/${id}/`)).json()) as { slug: string }).slug,
      ),
    );
    expect(new Set(brandSlugs).size).toBe(brandSlugs.length);
    expect(shop.output.join('')).not.toContain('"level":"error"');
  }, 600_000);
});
