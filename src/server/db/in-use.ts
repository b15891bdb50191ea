/**
 * Which processes use the shop's database: each serving process (and `npm run api`) writes
 * `DATA_DIR/run/<pid>.pid` when it opens it and removes it when it exits. A restore refuses while one of
 * those processes lives. A file left by a crash (SIGKILL, power cut) names a process that no longer runs:
 * it never blocks, and the restore removes it.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const runDir = (dataDir: string) => join(dataDir, 'run');

/** True while a process numbered `pid` runs (one of another user counts too). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Says that this process uses the database of `dataDir`, until it exits (however it exits, short of a crash). */
export function markInUse(dataDir: string): void {
  mkdirSync(runDir(dataDir), { recursive: true, mode: 0o700 });
  const file = join(runDir(dataDir), `${process.pid}.pid`);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  process.once('exit', () => rmSync(file, { force: true }));
}

export interface DatabaseUser {
  pid: number;
  /** The `.pid` file that names it. */
  lock: string;
}

/** The processes that said they use the database of `dataDir`: those still running, and those a crash left behind. */
export function databaseUsers(dataDir: string): { live: DatabaseUser[]; stale: DatabaseUser[] } {
  const dir = runDir(dataDir);
  const users = (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) => {
    const pid = Number(/^(\d+)\.pid$/.exec(name)?.[1]);
    return pid > 0 ? [{ pid, lock: join(dir, name) }] : [];
  });
  return { live: users.filter((user) => processAlive(user.pid)), stale: users.filter((user) => !processAlive(user.pid)) };
}
