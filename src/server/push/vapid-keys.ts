/**
 * The shop's VAPID key pair (RFC 8292): it signs every push, and each staff device subscribed with its public half.
 * Made at first start and kept in DATA_DIR/vapid-keys.json (mode 0600), like the rebuild token: a new key would make
 * every subscription useless. Two processes starting at once on one DATA_DIR keep the same key: the file appears whole
 * (written aside, then linked into place, which fails when it exists) and the second reads the first's.
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod/mini';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const keysSchema = z.object({
  publicKey: z.string().check(z.regex(BASE64URL), z.length(87)),
  privateKey: z.string().check(z.regex(BASE64URL), z.length(43)),
});

export const vapidKeysFile = (dataDir: string): string => join(dataDir, 'vapid-keys.json');

async function readKeys(file: string): Promise<VapidKeys> {
  return z.parse(keysSchema, JSON.parse(await readFile(file, 'utf8')));
}

/** The saved key pair, or a new one saved now (`created` says to tell the operator). Throws when the file is unreadable. */
export async function loadVapidKeys(dataDir: string): Promise<VapidKeys & { created: boolean }> {
  const file = vapidKeysFile(dataDir);
  try {
    return { ...(await readKeys(file)), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  const aside = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(aside, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  try {
    await link(aside, file);
    return { ...keys, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...(await readKeys(file)), created: false };
  } finally {
    await unlink(aside);
  }
}
