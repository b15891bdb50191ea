/**
 * A second shop process, as far as e-mail goes: `node worker-process.ts <database> <smtp url> <worker id>`.
 * Says `prêt`, waits for a line on stdin (so that both processes start together), sends until no message
 * is left waiting, then prints how many it sent.
 */
import { once } from 'node:events';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { smtpTransport } from '../../../src/server/mail/transport.ts';
import { createMailWorker } from '../../../src/server/mail/worker.ts';

const [file, url, id] = process.argv.slice(2);
if (!file || !url || !id) throw new Error('usage: worker-process.ts <database> <smtp url> <worker id>');
const db = openDatabase(file, { seed: false });
const smtp = smtpTransport(url, { name: 'Kin Boissons', address: 'commandes@kinboissons.cd' });
let sent = 0;
const engine = sqliteEngine(db);
const worker = createMailWorker({
  engine,
  id,
  batchSize: 5,
  transport: {
    send: async (mail) => {
      await smtp.send(mail);
      sent++;
    },
  },
});
const pending = async () =>
  Number(
    (
      await engine.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('statut', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).n,
  );

console.log('prêt');
await once(process.stdin, 'data');
while ((await pending()) > 0) {
  // The other process holds the rest: look again shortly.
  if ((await worker.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
}
smtp.close?.();
await engine.close();
db.close();
console.log(`envoyés ${sent}`);
process.exit(0);
