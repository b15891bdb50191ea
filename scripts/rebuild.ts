/**
 * `npm run rebuild`: asks the running shop to rebuild (POST /_ops/rebuild) and waits for the
 * result; when no shop process answers on SHOP_URL (default the port PORT of this machine), builds the release directly (`src/serve.ts --build-once`).
 */
import { spawn } from 'node:child_process';
import { z } from 'zod';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { readSavedToken } from '../src/ops/rebuild-token.ts';

const config = readEnvironment(scriptConfig);
const { dataDir, shopUrl: origin } = config;
const token = config.rebuildToken ?? (await readSavedToken(dataDir));

const statusSchema = z.object({
  current: z.string().nullable(),
  running: z.boolean(),
  waiting: z.boolean(),
  builds: z.number(),
  last: z.object({ result: z.string(), release: z.string().nullable(), error: z.string().nullable(), started_at: z.string() }).nullable(),
});

async function ask(path: string, method: 'GET' | 'POST'): Promise<Response | null> {
  try {
    return await fetch(`${origin}${path}`, { method, headers: { Authorization: `Bearer ${token ?? ''}` } });
  } catch {
    return null;
  }
}

const accepted = await ask('/_ops/rebuild', 'POST');
if (accepted === null) {
  console.log(`Aucune boutique ne répond sur ${origin} : construction directe de la release.`);
  const child = spawn(process.execPath, [new URL('../src/serve.ts', import.meta.url).pathname, '--build-once'], {
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else if (accepted.status !== 202) {
  console.error(`Reconstruction refusée (${accepted.status}) : vérifiez REBUILD_TOKEN ou ${dataDir}/rebuild-token.`);
  process.exit(1);
} else {
  console.log('Reconstruction programmée ; en attente du résultat…');
  for (;;) {
    await new Promise((done) => setTimeout(done, 1000));
    const res = await ask('/_ops/status', 'GET');
    if (!res?.ok) continue;
    const status = statusSchema.parse(await res.json());
    if (status.running || status.waiting) continue;
    if (status.last?.result === 'réussie') {
      console.log(`Release en ligne : ${status.current}`);
      process.exit(0);
    }
    console.error(`Échec de la reconstruction : ${status.last?.error ?? 'inconnu'} (la release ${status.current} reste en ligne)`);
    process.exit(1);
  }
}
