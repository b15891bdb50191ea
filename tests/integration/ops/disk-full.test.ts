/**
 * The serving process on a data folder whose disk fills up (a small tmpfs; mounting one needs root, so
 * the test is skipped, saying so, where it cannot): orders answer 503 with a French message, none is
 * half-written, and once space is freed the refused ones go through, each exactly once.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../../scripts/lib/start-shop.ts';
import { guestOrder } from '../../unit/server/helpers.ts';
import { TOKEN, writeLiveRelease } from './shop-process.ts';

/** Guest keys are random UUIDs: one per label, the same label giving the same key (a retry). */
const guestKeys = new Map<string, string>();
function guestKey(label: string): string {
  const key = guestKeys.get(label) ?? randomUUID();
  guestKeys.set(label, key);
  return key;
}

const mountPoint = mkdtempSync(join(tmpdir(), 'kin-tmpfs-'));
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!mounted) console.log('mount -t tmpfs impossible (root requis) : le test du disque plein sur un vrai processus est sauté.');
let shop: StartedShop | undefined;
afterAll(async () => {
  await shop?.stop();
  if (mounted) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe('the disk of the data folder fills up', () => {
  it.skipIf(!mounted)(
    'orders answer 503 in French, nothing is half-written, the retries go through once',
    async () => {
      const dataDir = join(mountPoint, 'data');
      await writeLiveRelease(dataDir);
      shop = await startShop({ env: { DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, SHOP_DEV: '1' } });
      const order = (key: string) =>
        fetch(`${shop?.url}/api/v1/orders/commandes/anonyme/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': guestKey(key) },
          body: JSON.stringify(guestOrder([{ produit: 1, quantite: 2 }])),
        });
      expect((await order('avant')).status).toBe(201);
      // Fill what is left of the disk.
      const filler = join(mountPoint, 'remplissage');
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (let i = 0; ; i++) writeFileSync(`${filler}-${i}`, block);
      } catch {}
      const accepted = ['avant'];
      const refused: string[] = [];
      for (let i = 0; i < 40 && refused.length < 3; i++) {
        const res = await order(`plein-${i}`);
        if (res.status === 201) accepted.push(`plein-${i}`);
        else {
          expect(res.status).toBe(503);
          expect(await res.json()).toEqual({
            detail: "Le serveur manque momentanément d'espace disque : rien n'a été enregistré. Réessayez dans quelques minutes.",
            request_id: res.headers.get('X-Request-Id'),
          });
          refused.push(`plein-${i}`);
        }
      }
      expect(refused.length).toBeGreaterThan(0);
      expect((await fetch(`${shop.url}/_ops/health`)).status).toBe(200);
      execFileSync('sh', ['-c', `rm -f '${filler}'-*`]);
      for (const key of refused) expect((await order(key)).status).toBe(201);
      await shop.stop();
      const db = new DatabaseSync(join(dataDir, 'shop.sqlite'));
      const orders = db.prepare('SELECT COUNT(*) AS n FROM commandes').get() as { n: number };
      db.close();
      expect(orders.n).toBe(accepted.length + refused.length);
    },
    60_000,
  );
});
