import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop } from '../../../scripts/lib/start-shop.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'kin-start-shop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('scripts/lib/start-shop.ts: a child on PORT=0, its address read back', () => {
  it('two API processes at once each get their own port, and answer on it', async () => {
    const [a, b] = await Promise.all([
      startShop({ entry: 'src/server/main.ts', env: { DATA_DIR: dataDir } }),
      startShop({ entry: 'src/server/main.ts', env: { DATA_DIR: dataDir } }),
    ]);
    try {
      expect(a.port).not.toBe(b.port);
      for (const { url } of [a, b]) expect((await fetch(`${url}/api/v1/products/categories/`)).status).toBe(200);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(a.child.exitCode ?? a.child.signalCode).not.toBeNull();
  }, 30_000);

  it('a child that stops before listening: the French message it printed, without a stack trace', async () => {
    const start = startShop({ entry: 'src/server/main.ts', env: { DATA_DIR: dataDir, SHOP_DEV: 'oui', SITE_URL: 'kinboissons.cd' } });
    await expect(start).rejects.toThrow(/s'est arrêté \(code 1\) avant d'écouter/);
    const message = await start.catch((error: Error) => error.message);
    expect(message).toContain(
      'Configuration invalide : SITE_URL doit être une adresse http(s) absolue, comme https://kinboissons.cd (reçu « kinboissons.cd ») ; ' +
        'SHOP_DEV doit être 0 ou 1 (reçu « oui »).',
    );
    expect(message).not.toMatch(/\n\s+at /);
  }, 30_000);
});
