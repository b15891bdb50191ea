/**
 * The shop the engines' journeys run against: `src/serve.ts` itself (the process customers reach, so that it can be
 * frozen with SIGSTOP), on a fresh data folder, on the port the system gives it (scripts/lib/start-shop.ts).
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { projectDir, type StartedShop, startShop } from '../../scripts/lib/start-shop.ts';
import { childEnvironment } from '../../src/config/process-env.ts';

const FIRST_RELEASE_MS = 300_000;

export type ShopUnderTest = {
  url: string;
  dataDir: string;
  /** The process's last output when it died, else null: added to a failure's message. */
  death: () => string | null;
  /** Stops the serving process without closing its socket: connections are accepted and never answered. */
  freeze: () => void;
  thaw: () => void;
  stop: () => Promise<void>;
};

export async function startShopUnderTest(): Promise<ShopUnderTest> {
  const dataDir = join(projectDir, 'var', 'engines');
  await rm(dataDir, { recursive: true, force: true });
  const shop: StartedShop = await startShop({
    // Every journey of every engine orders as a guest from this machine with one number: more than a customer's limit.
    env: { DATA_DIR: dataDir, SHOP_DEV: '1', ASTRO_TELEMETRY_DISABLED: '1', BACKUP_DAILY: '0', GUEST_ORDER_LIMIT: '1000' },
  });
  const death = () =>
    shop.child.exitCode === null && shop.child.signalCode === null
      ? null
      : `la boutique s'est arrêtée (${shop.child.signalCode ?? `code ${shop.child.exitCode}`}) :\n${shop.output.join('').slice(-3000)}`;
  // The pages answer 503 until the first release is built and switched in.
  const deadline = Date.now() + FIRST_RELEASE_MS;
  for (;;) {
    const status = await fetch(`${shop.url}/`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    const dead = death();
    if (dead !== null || Date.now() > deadline) {
      await shop.stop();
      throw new Error(
        dead ?? `La boutique ne sert pas sa première release (dernière réponse ${status}) :\n${shop.output.join('').slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pid = shop.child.pid ?? 0;
  let frozen = false;
  return {
    url: shop.url,
    dataDir,
    death,
    freeze: () => {
      process.kill(pid, 'SIGSTOP');
      frozen = true;
    },
    thaw: () => {
      if (frozen) process.kill(pid, 'SIGCONT');
      frozen = false;
    },
    stop: async () => {
      if (frozen) process.kill(pid, 'SIGCONT');
      await shop.stop();
    },
  };
}

/** Ids of the orders placed under a customer name, read from the shop's database. */
export function orderIdsOf(shop: ShopUnderTest, name: string): number[] {
  const db = new DatabaseSync(join(shop.dataDir, 'shop.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT id FROM commandes WHERE nom_client = ? ORDER BY id').all(name) as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

/** The last orders stored, « number : name (phone) », for a failure message: which name an order was stored under. */
export function lastOrders(shop: ShopUnderTest, count = 3): string {
  const db = new DatabaseSync(join(shop.dataDir, 'shop.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT numero_commande, nom_client, telephone_livraison FROM commandes ORDER BY id DESC LIMIT ?')
      .all(count) as { numero_commande: string; nom_client: string; telephone_livraison: string }[];
    return rows.map((r) => `${r.numero_commande} : ${JSON.stringify(r.nom_client)} (${r.telephone_livraison})`).join(' ; ');
  } finally {
    db.close();
  }
}

/** An order's status and delivery phone, read from the shop's database. */
export function orderRow(shop: ShopUnderTest, id: number): { statut: string; telephone_livraison: string } {
  const db = new DatabaseSync(join(shop.dataDir, 'shop.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT statut, telephone_livraison FROM commandes WHERE id = ?').get(id) as {
      statut: string;
      telephone_livraison: string;
    };
  } finally {
    db.close();
  }
}

/** A staff account made with the operator CLI (`npm run shop -- create-staff`), the password on its standard input. */
export async function createStaff(shop: ShopUnderTest, label: string): Promise<{ email: string; password: string }> {
  const email = `manager.${label}.${Date.now().toString(36)}@kin-boissons.test`;
  const password = 'gestion-moteurs-secret';
  const created = promisify(execFile)(process.execPath, ['scripts/shop.ts', 'create-staff', '--email', email, '--role', 'manager'], {
    cwd: projectDir,
    env: childEnvironment({ DATA_DIR: shop.dataDir }),
  });
  created.child.stdin?.end(`${password}\n`);
  await created;
  return { email, password };
}

/**
 * An answer of the shop's API to a signed-in person (`Authorization: Token …`, as the browser sends it): its JSON body,
 * the request failing with the answer's text when it is not a 2xx.
 */
export async function askApi<T>(shop: ShopUnderTest, token: string, path: string, patch?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${shop.url}/api/v1${path}`, {
    method: patch ? 'PATCH' : 'GET',
    headers: { Authorization: `Token ${token}`, ...(patch ? { 'Content-Type': 'application/json' } : {}) },
    ...(patch ? { body: JSON.stringify(patch) } : {}),
  });
  if (!res.ok) throw new Error(`${patch ? 'PATCH' : 'GET'} ${path} : ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A unique customer name per journey: its orders are found by it. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
