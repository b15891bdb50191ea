/**
 * `npm run shop -- restore <fichier>`: never while a shop process uses the database, never a damaged or
 * foreign file, the current database kept aside, and the shop opens the restored data.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { writeBackup } from '../../../src/server/db/backup.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { migrations } from '../../../src/server/db/migrations.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { restoreDatabase } from '../../../src/server/db/restore.ts';
import { guestOrder } from '../../unit/server/helpers.ts';
import { projectDir, startShop, writeLiveRelease } from './shop-process.ts';

const root = mkdtempSync(join(tmpdir(), 'kb-restauration-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const freshDir = () => join(root, `donnees-${++folders}`);

/** `npm run shop -- …` on `dataDir`. */
function shop(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/shop.ts', ...args], {
      cwd: projectDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end();
  });
}

/** A shop database in `dataDir` with one guest order per name given; returns their order numbers. */
async function shopWithOrders(dataDir: string, ...names: string[]): Promise<string[]> {
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  try {
    return await placeOrders(db, names);
  } finally {
    db.close();
  }
}
async function placeOrders(db: DatabaseSync, names: string[]): Promise<string[]> {
  const app = createApp({ engine: sqliteEngine(db), passwordCost: 10 });
  const numbers: string[] = [];
  for (const name of names) {
    const res = await app.request('http://shop.test/api/v1/orders/commandes/anonyme/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestOrder([{ produit: 1 }], { nom_complet: name })),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    numbers.push(((await res.json()) as { numero_commande: string }).numero_commande);
  }
  return numbers;
}

const customers = (file: string): string[] => {
  // Read as it is: opening it as the shop would attach a throttles' file beside it.
  const db = new DatabaseSync(file);
  try {
    return (db.prepare('SELECT nom_client FROM commandes ORDER BY id').all() as { nom_client: string }[]).map((row) => row.nom_client);
  } finally {
    db.close();
  }
};

/** Everything in the data folder but the lock folder, with each file's bytes: what "untouched" means. */
function snapshot(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (statSync(path).isFile()) files[name] = readFileSync(path).toString('base64');
  }
  return files;
}

/** A process number that no longer runs: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('restore', () => {
  it('refuses while the serving process runs (naming it and its lock), and goes through once it has stopped', async () => {
    const dataDir = freshDir();
    await shopWithOrders(dataDir, 'Mireille Tshala');
    await writeLiveRelease(dataDir);
    const running = await startShop(dataDir);
    const backups = join(dataDir, 'backups');
    let stopped = false;
    try {
      const log = () => running.output.join('');
      // Its daily backup, at start: there was none before.
      await expect.poll(() => log(), { timeout: 30_000 }).toContain('Sauvegarde quotidienne écrite');
      expect(
        readdirSync(backups).filter((name) => name.endsWith('-quotidienne.sqlite')),
        log(),
      ).toHaveLength(1);

      const made = await shop(dataDir, 'backup');
      expect(made.code, made.err + log()).toBe(0);
      const [manual] = readdirSync(backups).filter((name) => /^shop-[\d-]+\.sqlite$/.test(name));
      expect(manual, made.out).toBeDefined();
      const file = join(backups, manual ?? '');

      const before = statSync(join(dataDir, 'shop.sqlite')).ino;
      const refused = await shop(dataDir, 'restore', file);
      expect(refused.code, refused.out + refused.err + log()).toBe(1);
      expect(refused.err).toContain(
        `Restauration refusée : la boutique utilise la base de données (processus ${running.child.pid}, verrou ${join(dataDir, 'run', `${running.child.pid}.pid`)}).`,
      );
      expect(refused.err).toContain('Un verrou laissé par un arrêt brutal ne bloque pas');
      expect(statSync(join(dataDir, 'shop.sqlite')).ino).toBe(before);
      expect(readdirSync(dataDir).filter((name) => name.includes('restauration'))).toEqual([]);

      await running.stop();
      stopped = true;
      expect(readdirSync(join(dataDir, 'run'))).toEqual([]);
      const restored = await shop(dataDir, 'restore', file);
      expect(restored.code, restored.out + restored.err).toBe(0);
      expect(restored.out).toContain(`Base de données restaurée depuis ${file} (migration ${migrations.length}).`);
      expect(restored.out).toContain("L'ancienne base est gardée à côté");
      expect(customers(join(dataDir, 'shop.sqlite'))).toEqual(['Mireille Tshala']);
    } finally {
      if (!stopped) await running.stop();
    }
  }, 90_000);

  it('puts the backed-up data in place, keeps the current database aside, and the shop opens it', async () => {
    const dataDir = freshDir();
    await shopWithOrders(dataDir, 'Avant la sauvegarde');
    const db = openDatabase(join(dataDir, 'shop.sqlite'));
    const file = join(root, `sauvegarde-${folders}.sqlite`);
    await writeBackup(db, file, 'vacuum');
    // An order after the backup, still in the write-ahead log when the restore begins.
    await placeOrders(db, ['Après la sauvegarde']);
    db.close();

    const restored = restoreDatabase(dataDir, file, new Date('2026-11-23T18:00:00Z'));
    expect(restored.version).toBe(migrations.length);
    expect(restored.aside).toBe(join(dataDir, 'shop.sqlite.avant-restauration-2026-11-23-190000'));
    expect(customers(join(dataDir, 'shop.sqlite'))).toEqual(['Avant la sauvegarde']);
    expect(customers(restored.aside ?? '')).toEqual(['Avant la sauvegarde', 'Après la sauvegarde']);
    expect(statSync(join(dataDir, 'shop.sqlite')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir).filter((name) => name.includes('restauration-'))).toEqual([
      'shop.sqlite.avant-restauration-2026-11-23-190000',
    ]);

    // A second restore within the same second keeps both former databases.
    expect(restoreDatabase(dataDir, file, new Date('2026-11-23T18:00:00Z')).aside).toBe(`${restored.aside}-2`);
    expect(existsSync(restored.aside ?? '')).toBe(true);
  }, 30_000);

  it('onto a machine with no database yet (a dead disk replaced): the backup becomes the database', async () => {
    const source = freshDir();
    await shopWithOrders(source, 'Client fidèle');
    const file = join(root, 'sauvegarde-disque-neuf.sqlite');
    const db = openDatabase(join(source, 'shop.sqlite'));
    await writeBackup(db, file, 'vacuum');
    db.close();
    const dataDir = freshDir();
    const restored = await shop(dataDir, 'restore', file);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toContain('Aucune base de données en place avant la restauration.');
    expect(customers(join(dataDir, 'shop.sqlite'))).toEqual(['Client fidèle']);
  }, 30_000);

  it('is not blocked by the lock of a process a crash ended, and removes it', async () => {
    const dataDir = freshDir();
    await shopWithOrders(dataDir, 'Mireille Tshala');
    const file = join(root, 'sauvegarde-verrou.sqlite');
    const db = openDatabase(join(dataDir, 'shop.sqlite'));
    await writeBackup(db, file, 'vacuum');
    db.close();
    const pid = await deadPid();
    const lock = join(dataDir, 'run', `${pid}.pid`);
    mkdirSync(join(dataDir, 'run'), { recursive: true });
    writeFileSync(lock, `${pid}\n`);
    const restored = await shop(dataDir, 'restore', file);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toContain(`Verrou périmé retiré : ${lock} (le processus ${pid} ne tourne plus, arrêt brutal).`);
    expect(existsSync(lock)).toBe(false);
  }, 30_000);

  describe('refuses a file that is not a whole shop database, and touches nothing', () => {
    const dataDir = freshDir();
    const good = join(root, 'bonne.sqlite');
    const garbage = join(root, 'garbage.sqlite');
    const truncated = join(root, 'tronquee.sqlite');
    const scribbled = join(root, 'griffonnee.sqlite');
    const foreign = join(root, 'autre.sqlite');
    const newer = join(root, 'plus-recente.sqlite');

    beforeAll(async () => {
      await shopWithOrders(dataDir, 'Mireille Tshala');
      const db = openDatabase(join(dataDir, 'shop.sqlite'));
      await writeBackup(db, good, 'vacuum');
      db.close();
      writeFileSync(garbage, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251)));
      copyFileSync(good, truncated);
      truncateSync(truncated, Math.floor(statSync(good).size / 3));
      const bytes = readFileSync(good);
      bytes.fill(0x5a, 4096 * 3, 4096 * 6);
      writeFileSync(scribbled, bytes);
      const other = new DatabaseSync(foreign);
      other.exec("CREATE TABLE notes (texte TEXT); INSERT INTO notes VALUES ('liste de courses')");
      other.close();
      copyFileSync(good, newer);
      const future = new DatabaseSync(newer);
      future.prepare('INSERT INTO schema_version (version) VALUES (?)').run(migrations.length + 1);
      future.close();
    }, 30_000);

    it.each([
      ['random bytes', garbage, `Restauration refusée : ${garbage} n'est pas une base SQLite`],
      ['a copy cut short', truncated, `Restauration refusée : ${truncated} est endommagé (contrôle d'intégrité :`],
      ['a copy with pages overwritten', scribbled, `Restauration refusée : ${scribbled} est endommagé (contrôle d'intégrité :`],
      [
        'another program’s SQLite database',
        foreign,
        `Restauration refusée : ${foreign} est une base SQLite, mais pas une base de la boutique`,
      ],
      [
        'a database of a newer version of the shop',
        newer,
        `Restauration refusée : ${newer} vient d'une version plus récente de la boutique (migration ${migrations.length + 1}`,
      ],
      ['a file that does not exist', join(root, 'absente.sqlite'), `Fichier introuvable : ${join(root, 'absente.sqlite')}.`],
    ])(
      '%s',
      async (_, file, message) => {
        const before = snapshot(dataDir);
        const refused = await shop(dataDir, 'restore', file);
        expect(refused.err).toContain(message);
        expect(refused.code).toBe(1);
        expect(refused.out).not.toContain('restaurée');
        expect(snapshot(dataDir)).toEqual(before);
        expect(customers(join(dataDir, 'shop.sqlite'))).toEqual(['Mireille Tshala']);
      },
      30_000,
    );

    it('and takes the good backup of the same database', async () => {
      expect((await shop(dataDir, 'restore', good)).code).toBe(0);
    }, 30_000);
  });
});
