import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { configMessages } from '../messages/config.ts';

export function tokenFile(dataDir: string): string {
  return join(dataDir, 'rebuild-token');
}

/** The token saved at first start, or null. */
export async function readSavedToken(dataDir: string): Promise<string | null> {
  try {
    const token = (await readFile(tokenFile(dataDir), 'utf8')).trim();
    return token === '' ? null : token;
  } catch {
    return null;
  }
}

/**
 * REBUILD_TOKEN from the environment, else the one saved in DATA_DIR/rebuild-token, else a new
 * one saved there with mode 0600 so that it survives restarts (`generated` says to print it).
 */
export async function loadRebuildToken(dataDir: string, fromEnv: string | undefined): Promise<{ token: string; generated: boolean }> {
  if (fromEnv) return { token: fromEnv, generated: false };
  const saved = await readSavedToken(dataDir);
  if (saved) return { token: saved, generated: false };
  const token = randomBytes(24).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(tokenFile(dataDir), `${token}\n`, { mode: 0o600 });
  return { token, generated: true };
}

/**
 * The start's line about the token, said before anything else can fail: a generated token is saved, and this
 * is its only showing; otherwise where the token comes from, never the token itself.
 */
export function tokenNotice(dataDir: string, fromEnv: string | undefined, loaded: { token: string; generated: boolean }): string {
  const say = configMessages.start;
  if (loaded.generated) return say.tokenGenerated(tokenFile(dataDir), loaded.token);
  return fromEnv ? say.tokenFromEnvironment : say.tokenFile(tokenFile(dataDir));
}
