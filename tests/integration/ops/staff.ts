import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import { projectDir } from './shop-process.ts';

/** A staff account created with the operator CLI (`npm run shop -- create-staff`), then a real login. */
export async function staffToken(origin: string, dataDir: string): Promise<string> {
  const email = `ops-${Date.now()}@kin-boissons.test`;
  const password = 'mot-de-passe-ops';
  // The CLI reads the password on its standard input, never as an argument. Awaited, not run synchronously: the
  // caller's connections kept alive meanwhile see the server close them when idle, instead of being reused closed.
  const created = promisify(execFile)(process.execPath, ['scripts/shop.ts', 'create-staff', '--email', email, '--role', 'manager'], {
    cwd: projectDir,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  created.child.stdin?.end(`${password}\n`);
  await created;
  const res = await fetch(`${origin}/api/v1/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = z.object({ token: z.string() }).safeParse(await res.json());
  if (!body.success) throw new Error(`login failed: ${res.status}`);
  return body.data.token;
}

export async function renameProduct(origin: string, token: string, id: number, nom: string): Promise<void> {
  const res = await fetch(`${origin}/api/v1/products/produits/${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify({ nom }),
  });
  if (!res.ok) throw new Error(`PATCH produit ${id}: ${res.status} ${await res.text()}`);
}
