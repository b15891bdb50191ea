import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { projectDir } from '../../../scripts/lib/start-shop.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { enqueueMail } from '../../../src/server/db/outbox.ts';
import { transaction } from '../../../src/server/db/transaction.ts';

const dir = mkdtempSync(join(tmpdir(), 'kin-mail-two-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The child's output, line by line, as it comes. */
function lines(child: ChildProcess): string[] {
  const seen: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => seen.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => seen.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return seen;
}

describe('two shop processes on one database', () => {
  it('deliver 200 messages with no duplicate, both taking part', async () => {
    const file = join(dir, 'shop.sqlite');
    const db = openDatabase(file, { seed: false });
    const engine = sqliteEngine(db);
    await transaction(engine, async (trx) => {
      for (let i = 0; i < 200; i++) {
        await enqueueMail(
          trx,
          { kind: 'support', to: `client${i}@example.cd`, subject: `Message ${i}`, text: `Bonjour ${i}`, html: `<p>Bonjour ${i}</p>` },
          new Date(),
          'kinboissons.cd',
        );
      }
    });
    const catcher = await startMailCatcher({ parse: false });
    try {
      const children = ['P1', 'P2'].map((id) =>
        spawn(process.execPath, ['tests/integration/mail/worker-process.ts', file, catcher.url, id], {
          cwd: projectDir,
          stdio: ['pipe', 'pipe', 'pipe'],
        }),
      );
      const outputs = children.map(lines);
      // Both are ready before either starts, so that they really compete.
      await Promise.all(
        children.map(
          (child, i) =>
            new Promise<void>((resolve, reject) => {
              const check = () => (outputs[i]!.includes('prêt') ? resolve() : undefined);
              child.stdout?.on('data', check);
              child.once('exit', () => reject(new Error(outputs[i]!.join('\n'))));
              check();
            }),
        ),
      );
      for (const child of children) child.stdin?.write('go\n');
      const codes = await Promise.all(children.map(async (child) => (child.exitCode ?? (await once(child, 'exit'))[0]) as number));
      expect(codes, outputs.flat().join('\n')).toEqual([0, 0]);
      const sent = outputs.map((output) => Number(/^envoyés (\d+)$/.exec(output.at(-1) ?? '')?.[1]));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(200);
      expect(Math.min(...sent), `envoyés par chacun : ${sent.join(', ')}`).toBeGreaterThan(0);

      const ids = catcher.mails.map((mail) => mail.messageId);
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
      const rows = db.prepare('SELECT statut, message_id FROM outbox').all() as { statut: string; message_id: string }[];
      expect(rows.every((row) => row.statut === 'sent')).toBe(true);
      expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.message_id)));
    } finally {
      db.close();
      await catcher.close();
    }
  }, 60_000);
});
