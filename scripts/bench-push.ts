/**
 * Web Push of new orders (`npm run bench:push`): the reference API alone (`npm run api`, its push worker sending
 * with web-push) on a fresh database, and a local push service in this process (scripts/lib/local-push-service.ts)
 * that decrypts each push with the subscription's keys, as the manager's phone would.
 *
 * A manager subscribes two devices; guest orders are placed one after the other; for each, the time from sending
 * the order to its push received and decrypted on the device. Budget: p95 within 2 s — a worker woken by the order's
 * commit has nothing else to wait for, and the staff call a customer back within minutes. Exits 1 over budget, when
 * a push is missing or arrives twice, or when one does not decrypt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { createStaffUser } from '../src/server/accounts/create-staff.ts';
import { sqliteEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { startLocalPushService } from './lib/local-push-service.ts';
import { startShop } from './lib/start-shop.ts';

readEnvironment(scriptConfig);
const ORDERS = 30;
const BUDGET = { p95Ms: 2000 };
const DEVICES = ['telephone-gerant', 'tablette-depot'];

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-push-'));
const service = await startLocalPushService();
// The API trusts the local push service's certificate, made for this run, as a phone's browser trusts its vendor's,
// and may post to it on this machine's address.
const api = await startShop({
  entry: 'src/server/main.ts',
  env: { DATA_DIR: dir, NODE_EXTRA_CA_CERTS: service.certFile, GUEST_ORDER_LIMIT: '1000', PUSH_PRIVATE_NETWORK: '1' },
});

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? Number.NaN;
const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${api.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path} : ${res.status} ${await res.text()}\n${api.output.join('\n')}`);
  return (await res.json()) as Record<string, unknown>;
};

let failed = false;
try {
  // The manager's account, written by a second connection as the operator's CLI does.
  const database = openDatabase(join(dir, 'shop.sqlite'));
  const engine = sqliteEngine(database);
  await createStaffUser(engine.db, { email: 'gerant@kinboissons.cd', password: 'banc-d-essai-push', role: 'manager' }, new Date());
  await engine.close();
  database.close();
  const { token } = (await post('token-auth/', { username: 'gerant@kinboissons.cd', password: 'banc-d-essai-push' })) as { token: string };
  for (const device of DEVICES) await post('staff/push/abonnements/', service.subscribe(device), token);

  const delays: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const sentAt = Date.now();
    const order = await post('orders/commandes/anonyme/', {
      nom_complet: `Client ${i}`,
      email: '',
      adresse_livraison: `Av. du Port, N°${i + 1}, Gombe, Gombe, Kinshasa`,
      telephone_livraison: `2430812${String(i).padStart(6, '0')}`,
      notes: '',
      mode_paiement: 'paiement_livraison',
      use_saved_address: false,
      articles: [{ produit: 1, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }],
    });
    const tag = `commande-${String(order['id'])}`;
    const ofOrder = (received: typeof service.received) =>
      received.filter((push) => (JSON.parse(push.text) as { tag: string }).tag === tag);
    const pushes = ofOrder(await service.waitFor((received) => ofOrder(received).length >= DEVICES.length));
    delays.push(Math.max(...pushes.map((push) => push.receivedAt)) - sentAt);
  }
  const p50 = percentile(delays, 50);
  const p95 = percentile(delays, 95);
  const inTime = p95 <= BUDGET.p95Ms;
  const once = service.received.length === ORDERS * DEVICES.length && service.rejected.length === 0;
  failed = !(inTime && once);
  console.log(
    `${inTime ? 'OK   ' : 'ÉCHEC'} commande passée → push reçue et déchiffrée : médiane ${p50} ms, p95 ${p95} ms, max ${Math.max(...delays)} ms sur ${ORDERS} commandes, ${DEVICES.length} appareils (budget : p95 ≤ ${BUDGET.p95Ms} ms)`,
  );
  console.log(
    `${once ? 'OK   ' : 'ÉCHEC'} ${service.received.length} pushes reçues pour ${ORDERS * DEVICES.length} attendues, chacune déchiffrée avec les clés de son abonnement${service.rejected.length ? ` ; refusées : ${service.rejected.join(' ; ')}` : ''}`,
  );
} finally {
  await api.stop();
  await service.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
