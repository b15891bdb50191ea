/**
 * `npm run bench:auth`: what the password limits cost an attacker and what they leave the customers, on a shop
 * served in-process (the reference API with its production scrypt cost, and a small static release).
 * 1. Login attempts one address can make: wrong passwords as fast as it can, rotating e-mails, until 429.
 * 2. The p99 of a static page while 200 sign-ups a second arrive, from one address, then from a new address
 *    each (through a trusted proxy: the worst case, every one may reach scrypt).
 * 3. The p99 of a static page while 64 password-reset confirmations with wrong links are in flight at all times,
 *    for an account that exists (each must be refused before the new password is hashed): from one address (past
 *    its 100 a minute, refused from memory before the body is read), then from a new address each (a botnet through
 *    the trusted proxy: each address under its limit, 200 a second are read and checked, the rest refused from memory).
 * Each line gives the median and p99, the server loop's delay, the share of a core the generator's thread took,
 * and the machine's load (other programs share its cores: the figure is only as good as the load allows).
 * Budget: static p99 < 50 ms under every flood; exit 1 over budget. `npm run bench:auth -- --reset` runs the reset floods alone.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { staticSite } from '../src/ops/static-site.ts';
import { createApp } from '../src/server/app.ts';
import { sqliteEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';

const { bench } = readEnvironment(scriptConfig);
const DURATION_S = bench.durationSeconds;
const SIGNUPS_PER_S = 200;
const STATIC_P99_BUDGET_MS = 50;
const PROXY = '127.0.0.1';

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-auth-'));
const release = join(dir, 'releases', '20261123T000000Z-1');
mkdirSync(join(release, 'produit', '1'), { recursive: true });
const page = `<!doctype html><html lang="fr"><head><title>Kin Boissons</title></head><body>${'<p>Primus 72 cl, Kinshasa.</p>'.repeat(800)}</body></html>`;
writeFileSync(join(release, 'index.html'), page);
writeFileSync(join(release, 'produit', '1', 'index.html'), page);
writeFileSync(join(release, 'release.json'), '{"id":"bench"}');
symlinkSync(release, join(dir, 'releases', 'current'));

const db = openDatabase(join(dir, 'shop.sqlite'));
const api = createApp({ engine: sqliteEngine(db), trustProxy: PROXY });
const site = new Hono().use(staticSite({ dataDir: dir }));
const server = serve({
  fetch: (request, env) => (new URL(request.url).pathname.startsWith('/api/') ? api.fetch(request, env) : site.fetch(request)),
  port: 0,
  hostname: PROXY,
});
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://${PROXY}:${(server.address() as AddressInfo).port}`;

const post = (path: string, body: unknown, forwardedFor?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });

// 1. One address guessing: how many password checks before the first 429, and at what rate.
const started = performance.now();
let checked = 0;
let firstRefusalMs = 0;
for (let i = 0; ; i++) {
  const status = await post('/api/v1/token-auth/', { username: `cible${i}@example.cd`, password: 'mauvais-mdp' }, '41.243.0.1');
  if (status === 429) {
    firstRefusalMs = performance.now() - started;
    break;
  }
  checked++;
}
console.log(
  `Une adresse : ${checked} essais de mot de passe en ${(firstRefusalMs / 1000).toFixed(1)} s avant le premier 429 ` +
    `(${(checked / (firstRefusalMs / 1000)).toFixed(1)} essais/s), puis 30 par minute au plus.`,
);

// 2. Static p99, alone and under 200 sign-ups a second.
async function staticLatency(): Promise<{ p50: number; p99: number; answered: boolean }> {
  const result = await autocannon({ url: `${base}/produit/1/`, connections: 10, duration: DURATION_S, workers: 1 });
  // A page that never came back (error, timeout) has no latency: it fails the budget rather than count as 0 ms.
  const answered = result['2xx'] > 0 && result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  return { p50: result.latency.p50, p99: result.latency.p99, answered };
}

/** The machine's load over the last minute, against its cores. */
const load = () => `charge ${loadavg()[0]!.toFixed(1)} pour ${availableParallelism()} cœurs`;

/**
 * A flood is sent by a process of its own, at the same priority as the server (at nice 19 on a busy machine the
 * sign-ups fell from 200 to 17 a second: the figure would no longer be the flood's); its share of a core is printed
 * with the figure. It reads its settings as its first argument and answers `stop` with what it sent and the answers
 * it got.
 */
function startFlood(code: string, settings: Record<string, unknown>): ChildProcess {
  const child = spawn(process.execPath, ['-e', `${FLOOD_FRAME}${code}`, JSON.stringify(settings)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return child;
}
const FLOOD_FRAME = `
const w = JSON.parse(process.argv[1]);
const cpuAtStart = process.cpuUsage();
const startedAt = performance.now();
const statuses = {};
let sent = 0;
function stopped(drained) {
  process.once('message', async () => {
    const used = process.cpuUsage(cpuAtStart);
    const busy = (used.user + used.system) / 1000 / (performance.now() - startedAt);
    await drained();
    process.send({ sent, statuses, busy }, () => process.exit(0));
  });
}
`;

/** Sign-ups at SIGNUPS_PER_S; `rotate`: each from a new address, else all from one. Answers: status → count. */
const FLOOD = `
const pending = [];
const timer = setInterval(() => {
  const i = sent++;
  const email = w.label + i + '@example.cd';
  const address = w.rotate ? '41.244.' + (Math.floor(i / 250) % 250) + '.' + (i % 250) : '41.243.0.2';
  pending.push(fetch(w.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: email, email, password: 'motdepasse1', password_confirm: 'motdepasse1',
      first_name: 'Flot', last_name: 'Test', phone_number: '', role: 'client' }),
  }).then(async (r) => { await r.arrayBuffer(); statuses[r.status] = (statuses[r.status] || 0) + 1; },
          () => { statuses.echec = (statuses.echec || 0) + 1; }));
}, 1000 / w.rate);
stopped(() => {
  clearInterval(timer);
  return Promise.all(pending);
});
`;

/** The static page's p99 while `generator` floods the API; prints the line and whether it met the budget. */
async function staticUnderFlood(generator: ChildProcess, label: string, what: string): Promise<boolean> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const { p50, p99, answered } = await staticLatency();
  delay.disable();
  const done = new Promise<{ sent: number; statuses: Record<string, number>; busy: number }>((resolve) =>
    generator.once('message', (message) => resolve(message as never)),
  );
  const exited = new Promise((resolve) => generator.once('exit', resolve));
  generator.send('stop');
  const { sent, statuses, busy } = await done;
  await exited;
  const ok = answered && p99 < STATIC_P99_BUDGET_MS;
  const answers = Object.entries(statuses).map(([status, count]) => `${status} × ${count}`);
  console.log(
    `${ok ? 'OK   ' : 'ÉCHEC'} page statique, ${label.padEnd(30)} médiane ${String(p50).padStart(4)} ms, p99 ${String(p99).padStart(4)} ms ` +
      `(budget < ${STATIC_P99_BUDGET_MS} ms) ; ${sent} ${what} (${(sent / DURATION_S).toFixed(0)}/s) : ${answers.join(', ')}\n` +
      `      retard de la boucle du serveur p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms ; générateur ${(busy * 100).toFixed(0)} % d'un cœur ; ${load()}`,
  );
  return ok;
}

function flood(label: string, rotate: boolean): Promise<boolean> {
  const generator = startFlood(FLOOD, {
    url: `${base}/api/v1/accounts/register/`,
    rate: SIGNUPS_PER_S,
    rotate,
    label: `flot-${rotate ? 'r' : 'u'}-`,
  });
  return staticUnderFlood(generator, label, 'inscriptions');
}

/**
 * RESETS_IN_FLIGHT confirmations with wrong tokens, each sent as soon as the previous answer of its lane came back;
 * `rotate`: each from a new address, else all from one.
 */
const RESETS_IN_FLIGHT = 64;
const RESET_FLOOD = `
let stop = false;
async function lane() {
  while (!stop) {
    const i = sent++;
    const address = w.rotate ? '41.245.' + (Math.floor(i / 250) % 250) + '.' + (i % 250) : '41.243.0.3';
    try {
      const r = await fetch(w.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ uid: w.uid, token: 'faux-jeton-' + i, new_password: 'NouveauMotDePasse1' }),
      });
      await r.arrayBuffer();
      statuses[r.status] = (statuses[r.status] || 0) + 1;
    } catch {
      statuses.echec = (statuses.echec || 0) + 1;
    }
  }
}
const lanes = Array.from({ length: w.inFlight }, lane);
stopped(() => {
  stop = true;
  return Promise.all(lanes);
});
`;

async function resetFlood(rotate: boolean): Promise<boolean> {
  const email = `cible-reset-${rotate ? 'r' : 'u'}@example.cd`;
  await post('/api/v1/accounts/register/', {
    username: email,
    email,
    password: 'motdepasse1',
    password_confirm: 'motdepasse1',
    first_name: 'Cible',
    last_name: 'Test',
    phone_number: '',
    role: 'client',
  });
  const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
  const uid = Buffer.from(String(user.id)).toString('base64url');
  const generator = startFlood(RESET_FLOOD, {
    url: `${base}/api/v1/accounts/password-reset/confirm/`,
    uid,
    inFlight: RESETS_IN_FLIGHT,
    rotate,
  });
  const from = rotate ? 'une adresse chacun' : 'une adresse';
  return staticUnderFlood(generator, `${RESETS_IN_FLIGHT} liens faux, ${from}`, 'confirmations');
}

const alone = await staticLatency();
console.log(`Page statique seule : médiane ${alone.p50} ms, p99 ${alone.p99} ms ; ${load()}`);
const resets = async () => [await resetFlood(false), await resetFlood(true)];
const results = process.argv.includes('--reset')
  ? await resets()
  : [await flood('inscriptions, une adresse', false), await flood('inscriptions, mille adresses', true), ...(await resets())];

server.close();
db.close();
rmSync(dir, { recursive: true, force: true });
if (results.includes(false)) process.exitCode = 1;
