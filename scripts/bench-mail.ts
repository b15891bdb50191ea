/**
 * E-mail delivery (`npm run bench:mail`): the reference API alone (`npm run api`, its worker sending
 * through nodemailer) on a fresh database, and a real SMTP server in this process.
 *
 * 1. Alert delay: guest orders one after the other; time from sending the order to the shop's alert
 *    being accepted by the SMTP server.
 * 2. Throughput: 2 000 messages written to the outbox at once (as a busy evening leaves them while the
 *    mail server is down), then delivered: messages per second from the first to the last one.
 *
 * Budget: alerts within 2 s (p95): the shop calls the customer back to confirm, and a worker woken
 * by the order's commit has nothing else to wait for. At least 50 messages/s: a day of a busy shop
 * (a few hundred orders, two or three messages each) or a one-hour outage is delivered in well under a
 * minute, far above what arrives. Exits 1 over budget, or if any message arrives twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { sqliteEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { enqueueMail } from '../src/server/db/outbox.ts';
import { transaction } from '../src/server/db/transaction.ts';
import { startMailCatcher } from './lib/mail-catcher.ts';
import { startShop } from './lib/start-shop.ts';

readEnvironment(scriptConfig);
const ORDERS = 20;
const BACKLOG = 2000;
const BUDGET = { alertP95Ms: 2000, messagesPerSecond: 50 };

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-mail-'));
const catcher = await startMailCatcher({ parse: false });
const api = await startShop({
  entry: 'src/server/main.ts',
  env: { DATA_DIR: dir, SMTP_URL: catcher.url, SHOP_ALERT_EMAIL: 'alerte@kinboissons.cd', SITE_URL: 'https://kinboissons.cd' },
});

const order = JSON.stringify({
  nom_complet: "Banc d'essai",
  email: '',
  adresse_livraison: 'Av. du Port, N°1, Gombe, Gombe, Kinshasa',
  telephone_livraison: '2430812345678',
  notes: 'Je paie avec : 20 000 FC (monnaie à rendre : 3 500 FC)',
  mode_paiement: 'paiement_livraison',
  use_saved_address: false,
  articles: [{ produit: 1, quantite: 2, avec_consigne: true, bouteilles_echangees: 0 }],
});

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? Number.NaN;
let failed = false;
try {
  const delays: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const before = catcher.mails.length;
    const sentAt = Date.now();
    const res = await fetch(`${api.url}/api/v1/orders/commandes/anonyme/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: order,
    });
    if (res.status !== 201) throw new Error(`commande refusée : ${res.status} ${await res.text()}`);
    const [alert] = (await catcher.waitFor((mails) => mails.length > before)).slice(before);
    delays.push((alert?.receivedAt ?? Number.NaN) - sentAt);
  }
  const p50 = percentile(delays, 50);
  const p95 = percentile(delays, 95);
  const alertOk = p95 <= BUDGET.alertP95Ms;

  const start = catcher.mails.length;
  // Written by a second process's connection, as the operator CLI would: the shop's worker finds them.
  const database = openDatabase(join(dir, 'shop.sqlite'));
  const engine = sqliteEngine(database);
  const writtenAt = Date.now();
  await transaction(engine, async (db) => {
    for (let i = 0; i < BACKLOG; i++) {
      await enqueueMail(
        db,
        { kind: 'support', to: `client${i}@example.cd`, subject: `Message ${i}`, text: `Bonjour ${i}`, html: `<p>Bonjour ${i}</p>` },
        new Date(),
        'kinboissons.cd',
      );
    }
  });
  await engine.close();
  database.close();
  const backlog = (await catcher.waitFor((mails) => mails.length >= start + BACKLOG, 300_000)).slice(start);
  const first = backlog[0]?.receivedAt ?? Number.NaN;
  const last = backlog.at(-1)?.receivedAt ?? Number.NaN;
  const rate = (BACKLOG - 1) / ((last - first) / 1000);
  const unique = new Set(catcher.mails.map((mail) => mail.messageId)).size;
  const rateOk = rate >= BUDGET.messagesPerSecond;
  const onceOk = unique === catcher.mails.length && catcher.mails.length === start + BACKLOG;
  failed = !(alertOk && rateOk && onceOk);

  console.log(
    `${alertOk ? 'OK   ' : 'ÉCHEC'} alerte de nouvelle commande : médiane ${p50} ms, p95 ${p95} ms, max ${Math.max(...delays)} ms sur ${ORDERS} commandes (budget : p95 ≤ ${BUDGET.alertP95Ms} ms)`,
  );
  console.log(
    `${rateOk ? 'OK   ' : 'ÉCHEC'} débit : ${rate.toFixed(0)} messages/s (${BACKLOG} messages en ${((last - first) / 1000).toFixed(2)} s, premier reçu ${first - writtenAt} ms après l'écriture ; budget : ≥ ${BUDGET.messagesPerSecond}/s)`,
  );
  console.log(`${onceOk ? 'OK   ' : 'ÉCHEC'} ${catcher.mails.length} messages reçus, ${unique} Message-ID distincts (chacun une fois)`);
} finally {
  await api.stop();
  await catcher.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
