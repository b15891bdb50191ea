/**
 * Another process placing guest orders on a shop database, as customers would while a backup runs:
 * `node order-writer.ts <database>`. Prints `prêt`, then `commande <id>` after each order is committed,
 * until its standard input closes.
 */
import { createApp } from '../../../src/server/app.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { guestOrder } from '../../unit/server/helpers.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: order-writer.ts <database>');
const db = openDatabase(file, { seed: false });
// Enough stock that no order is refused however long the test runs.
db.exec('UPDATE produits SET stock = 1000000 WHERE id = 1');
// Every order comes from this one process: the guest-order limit of an address is not what the test checks.
const app = createApp({ engine: sqliteEngine(db), passwordCost: 10, guestOrderLimit: Number.MAX_SAFE_INTEGER });

let open = true;
process.stdin.on('end', () => {
  open = false;
});
process.stdin.resume();
console.log('prêt');
while (open) {
  const res = await app.request('http://shop.test/api/v1/orders/commandes/anonyme/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestOrder([{ produit: 1 }])),
  });
  if (res.status !== 201) throw new Error(`commande refusée : ${res.status} ${await res.text()}`);
  console.log(`commande ${((await res.json()) as { id: number }).id}`);
}
db.close();
