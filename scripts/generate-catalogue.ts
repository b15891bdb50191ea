/**
 * `npm run generate:catalogue -- <N> [--out file.json] [--import]`: writes a catalogue of N drinks
 * with realistic names (the file format of `npm run shop -- import-catalogue`) and, with --import,
 * loads it into DATA_DIR through that operator command. Deterministic: same N, same file.
 * Pictures are not in the file: the reference API draws one per product (/media).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const CATALOGUE = [
  {
    nom: 'Bières',
    marques: ['Primus', 'Skol', 'Turbo King', 'Doppel', 'Heineken', 'Tembo', 'Nkoyi', 'Castel'],
    sortes: ['Blonde', 'Brune', 'Export', 'Lager', 'Pils', 'Ambrée', 'Légère', 'Spéciale'],
    tailles: ['33 cl', '50 cl', '65 cl', '72 cl', 'casier 12 × 72 cl', 'casier 20 × 65 cl'],
    prix: [1500, 9000],
    consigne: 500,
  },
  {
    nom: 'Eaux',
    marques: ['Swissta', 'Vital’O', 'Aqua Kin', 'Cristal', 'Eau Safi'],
    sortes: ['plate', 'gazeuse', 'minérale', 'de source'],
    tailles: ['33 cl', '50 cl', '1,5 l', '5 l', 'pack 6 × 1,5 l', 'pack 12 × 50 cl'],
    prix: [500, 6000],
    consigne: 0,
  },
  {
    nom: 'Jus',
    marques: ['Pulp', 'Ceres', 'Maaza', 'Jus Kin', 'Tropical'],
    sortes: ['Maracuja', 'Ananas', 'Mangue', 'Orange', 'Goyave', 'Cocktail', 'Pomme', 'Citron'],
    tailles: ['25 cl', '33 cl', '1 l', '1,5 l', 'pack 6 × 1 l'],
    prix: [1000, 12000],
    consigne: 0,
  },
  {
    nom: 'Boissons gazeuses',
    marques: ['Coca-Cola', 'Fanta', 'Sprite', 'Vitalo', 'Malta Guinness'],
    sortes: ['Original', 'Zéro', 'Orange', 'Citron', 'Ananas', 'Cola'],
    tailles: ['33 cl', '35 cl', '50 cl', '1,5 l', 'casier 24 × 35 cl'],
    prix: [700, 15000],
    consigne: 300,
  },
  {
    nom: 'Énergisants',
    marques: ['Red Bull', 'Monster', 'Dragon', 'Power Horse'],
    sortes: ['Original', 'Sans sucre', 'Tropical', 'Ultra'],
    tailles: ['25 cl', '33 cl', '50 cl', 'pack 4 × 25 cl'],
    prix: [2000, 14000],
    consigne: 0,
  },
];

/** Small deterministic generator (mulberry32) so that two runs give the same catalogue. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCatalogue(count: number) {
  const next = random(count);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const produits = Array.from({ length: count }, (_, i) => {
    const categorie = CATALOGUE[i % CATALOGUE.length]!;
    const marque = pick(categorie.marques);
    const [low, high] = categorie.prix as [number, number];
    const prix = Math.round((low + next() * (high - low)) / 50) * 50;
    return {
      nom: `${marque} ${pick(categorie.sortes)} ${pick(categorie.tailles)} — réf. ${String(i + 1).padStart(5, '0')}`,
      description: `${marque}, rayon ${categorie.nom.toLowerCase()} : livraison fraîche à domicile à Kinshasa.`,
      prix: `${prix}.00`,
      prix_promo: next() < 0.1 ? `${Math.round((prix * 0.9) / 50) * 50}.00` : null,
      prix_consigne: `${categorie.consigne}.00`,
      stock: Math.floor(next() * 200),
      unite: 'bouteille',
      marque,
      categorie: categorie.nom,
    };
  });
  return {
    categories: CATALOGUE.map(({ nom }) => ({ nom, description: `Rayon ${nom.toLowerCase()} : livraison à domicile à Kinshasa.` })),
    marques: [...new Set(CATALOGUE.flatMap((c) => c.marques))].map((nom) => ({ nom })),
    produits,
  };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, import: { type: 'boolean', default: false } },
  });
  const count = Number(positionals[0]);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Utilisation : npm run generate:catalogue -- <nombre de produits> [--out fichier.json] [--import]');
    process.exit(1);
  }
  const out = resolve(values.out ?? `var/catalogue-${count}.json`);
  writeFileSync(out, JSON.stringify(generateCatalogue(count)));
  console.log(`Catalogue de ${count} produits écrit dans ${out}`);
  if (values.import) {
    const shop = new URL('./shop.ts', import.meta.url).pathname;
    const result = spawnSync(process.execPath, [shop, 'import-catalogue', out], { stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
}
