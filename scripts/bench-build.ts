/**
 * Build-time budget: `npm run bench:build [products]` (default 10 000).
 * Serves a generated DRF-shaped catalogue from this process, runs a full `astro build` against it into a
 * temporary folder, and prints pages/s and peak memory; exits 1 over 60 s or 1.5 GB.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptConfig } from '../src/config/environment.ts';
import { childEnvironment, readEnvironment } from '../src/config/process-env.ts';

const PRODUCTS = Number(process.argv[2] ?? 10_000);
const TIME_BUDGET_S = 60;
const MEMORY_BUDGET_MB = 1536;
const CATEGORIES = [
  'Bières',
  'Eaux',
  'Jus de fruits',
  'Boissons gazeuses',
  'Énergisants',
  'Vins',
  'Liqueurs',
  'Sirops',
  'Laits',
  'Thés glacés',
  'Cidres',
  'Packs fêtes',
];
const BRANDS = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  nom: `Marque ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`,
}));
const IMAGES = 48;

const product = (id: number, origin: string) => ({
  id,
  nom: `Boisson ${id} ${id % 3 === 0 ? '33 cl' : '65 cl'}`,
  description: id % 5 === 0 ? null : `Boisson ${id} livrée fraîche à Kinshasa.`,
  prix: `${1000 + (id % 50) * 100}.00`,
  prix_promo: id % 7 === 0 ? `${900 + (id % 50) * 100}.00` : null,
  prix_consigne: id % 2 === 0 ? '500.00' : null,
  stock: id % 11 === 0 ? 0 : 20 + (id % 100),
  unite: 'Bouteille',
  image: id % 13 === 0 ? null : `${origin}/media/${id % IMAGES}.svg`,
  marque: BRANDS[id % BRANDS.length],
  categorie: { id: (id % CATEGORIES.length) + 1, nom: CATEGORIES[id % CATEGORIES.length] },
  date_ajout: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
  vendu_avec_consigne: id % 2 === 0,
  note_moyenne: id % 10 === 0 ? '4.50' : null,
  nombre_avis: id % 10 === 0 ? 2 : 0,
});

const svg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${n * 7} 60% 45%)"/><path d="M180 60h40v60l30 40v200h-100V160l30-40z" fill="#fff"/></svg>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const origin = `http://${req.headers.host}`;
  const send = (body: unknown, type = 'application/json') => {
    res.writeHead(200, { 'content-type': type });
    res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  };
  const path = url.pathname;
  if (path.startsWith('/media/')) return send(svg(Number(path.match(/(\d+)/)?.[1] ?? 0)), 'image/svg+xml');
  if (path === '/api/v1/products/categories/')
    return send(
      CATEGORIES.map((nom, i) => ({ id: i + 1, nom, description: `${nom} livrés à Kinshasa.`, image: `${origin}/media/${i}.svg` })),
    );
  if (path === '/api/v1/products/marques/') return send(BRANDS);
  if (path === '/api/v1/products/produits/') {
    const limit = Number(url.searchParams.get('limit') ?? 500);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const results = Array.from({ length: Math.max(0, Math.min(limit, PRODUCTS - offset)) }, (_, i) => product(offset + i + 1, origin));
    const next = offset + limit < PRODUCTS ? `${origin}/api/v1/products/produits/?limit=${limit}&offset=${offset + limit}` : null;
    return send({ count: PRODUCTS, next, previous: null, results });
  }
  const reviews = path.match(/^\/api\/v1\/products\/produits\/(\d+)\/avis\/$/);
  if (reviews) {
    const id = Number(reviews[1]);
    return send([
      { id: id * 10, produit: id, note: 5, commentaire: 'Très bien, livré vite.', approuve: true, utilisateur_est_auteur: false },
      { id: id * 10 + 1, produit: id, note: 4, commentaire: 'Bonne boisson.', approuve: true, utilisateur_est_auteur: false },
    ]);
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end('{"detail":"Pas trouvé."}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const work = await mkdtemp(join(tmpdir(), 'kin-bench-build-'));
/** `BENCH_BUILD_OUT=folder` keeps the built release there for inspection. */
const keep = readEnvironment(scriptConfig).bench.buildOut;
const outDir = keep ?? join(work, 'dist');
console.log(`${PRODUCTS} produits générés, API sur http://127.0.0.1:${port}/api/v1, build dans ${outDir}`);

/** Peak resident memory of the build process (VmHWM), polled until it exits. */
async function peakMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

const started = performance.now();
const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
  env: childEnvironment({
    CATALOGUE_API_URL: `http://127.0.0.1:${port}/api/v1`,
    ASTRO_OUT_DIR: outDir,
    DATA_DIR: work,
    ASTRO_TELEMETRY_DISABLED: '1',
  }),
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
child.stdout.on('data', (chunk: Buffer) => {
  log += chunk.toString();
});
let peak = 0;
const poll = setInterval(() => {
  void peakMemoryMb(child.pid ?? 0).then((mb) => {
    peak = Math.max(peak, mb);
  });
}, 100);
const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
clearInterval(poll);
const seconds = (performance.now() - started) / 1000;
server.close();

if (code !== 0) {
  console.error(log.split('\n').slice(-30).join('\n'));
  console.error(`astro build a échoué (code ${code})`);
  process.exit(1);
}
const files = await readdir(outDir, { recursive: true });
const pages = files.filter((f) => String(f).endsWith('.html')).length;
const images = files.filter((f) => String(f).endsWith('.webp')).length;
await rm(work, { recursive: true, force: true });
if (keep) console.log(`release gardée dans ${keep}`);

console.log(
  log
    .split('\n')
    .filter((line) => /kin-catalogue|page\(s\) built/.test(line))
    .join('\n'),
);
console.log(`pages: ${pages} HTML, ${images} images WebP`);
console.log(`durée: ${seconds.toFixed(1)} s (budget ${TIME_BUDGET_S} s) — ${(pages / seconds).toFixed(0)} pages/s`);
console.log(`mémoire max: ${peak.toFixed(0)} Mo (budget ${MEMORY_BUDGET_MB} Mo)`);
if (seconds > TIME_BUDGET_S || peak > MEMORY_BUDGET_MB) {
  console.error('Hors budget.');
  process.exit(1);
}
