import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { opsMessages } from '../../../src/messages/ops.ts';
import { publishRelease } from '../../../src/ops/build-release.ts';
import { buildCsp } from '../../../src/ops/csp.ts';
import { precompressRelease } from '../../../src/ops/precompress.ts';
import { writeManifest } from '../../../src/ops/release-manifest.ts';
import { currentRelease, ensureReleasesDir, releasesDir, switchCurrent } from '../../../src/ops/releases.ts';
import { staticSite } from '../../../src/ops/static-site.ts';
import { completeRelease, writeFiles } from './fixture-release.ts';

const OLD = '20261127T100000Z-000';
const LIVE = '20261127T110000Z-000';
const NEXT = '20261127T120000Z-000';

/** Writes a complete release into `dir`, as a build leaves it (pages, compressed copies, manifest). */
async function prepareRelease(dir: string, id: string, title: string): Promise<string> {
  await writeFiles(dir, {
    ...completeRelease,
    'index.html': `<!doctype html><html lang="fr"><title>${title}</title><h1>${title}</h1></html>`,
  });
  const { files, scriptHashes } = await precompressRelease(dir);
  await writeManifest(dir, {
    id,
    built_at: '2026-11-27T10:00:00Z',
    duration_ms: 1,
    catalogue_api_url: 'x',
    counts: { products: 2, categories: 2, files },
    csp: buildCsp({ scriptHashes }),
  });
  return id;
}

async function shopWithLiveRelease(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kin-publish-'));
  await ensureReleasesDir(dataDir);
  await prepareRelease(join(releasesDir(dataDir), OLD), OLD, 'Ancienne');
  await prepareRelease(join(releasesDir(dataDir), LIVE), LIVE, 'En ligne');
  await switchCurrent(dataDir, LIVE);
  return dataDir;
}

const home = async (dataDir: string) => {
  const res = await new Hono().use(staticSite({ dataDir })).request('/');
  return { status: res.status, body: await res.text() };
};

describe('a publication that failed after its switch', () => {
  it('keeps the new release live and served when removing old releases fails, and says so in the log', async () => {
    const dataDir = await shopWithLiveRelease();
    const warnings: string[] = [];
    const failure = new Error('EBUSY: ressource occupée');
    const published = await publishRelease(NEXT, (dir) => prepareRelease(dir, NEXT, 'Nouvelle'), {
      dataDir,
      keep: 1,
      warn: (line) => warnings.push(line),
      prune: () => Promise.reject(failure),
    });
    expect(published).toBe(NEXT);
    expect(await currentRelease(dataDir)).toBe(NEXT);
    expect((await readdir(releasesDir(dataDir))).sort()).toEqual([OLD, LIVE, NEXT, 'current']);
    const served = await home(dataDir);
    expect(served.status).toBe(200);
    expect(served.body).toContain('<h1>Nouvelle</h1>');
    expect(served.body).not.toContain(opsMessages.preparing);
    expect(warnings).toEqual([opsMessages.build.pruneFailed(NEXT, failure.message)]);
  });

  it('removes old releases beyond the kept number once the new one is live', async () => {
    const dataDir = await shopWithLiveRelease();
    await publishRelease(NEXT, (dir) => prepareRelease(dir, NEXT, 'Nouvelle'), { dataDir, keep: 2 });
    expect((await readdir(releasesDir(dataDir))).sort()).toEqual([LIVE, NEXT, 'current']);
    expect((await home(dataDir)).body).toContain('<h1>Nouvelle</h1>');
  });
});

describe('a publication that failed before its switch', () => {
  it('removes its half-made folder and leaves the live release served', async () => {
    const dataDir = await shopWithLiveRelease();
    const failure = new Error('contrôle : page produit absente');
    await expect(
      publishRelease(
        NEXT,
        async (dir) => {
          await writeFiles(dir, { 'index.html': '<h1>À moitié</h1>' });
          throw failure;
        },
        { dataDir },
      ),
    ).rejects.toBe(failure);
    expect(await currentRelease(dataDir)).toBe(LIVE);
    expect((await readdir(releasesDir(dataDir))).sort()).toEqual([OLD, LIVE, 'current']);
    expect((await home(dataDir)).body).toContain('<h1>En ligne</h1>');
  });
});
