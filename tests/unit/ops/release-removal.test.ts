/**
 * Old and unfinished releases are removed by a child process (release-removal.ts, issue 39): the same releases as
 * pruneReleases and removeRelease, the live one never, gone from the releases at once and their files deleted soon
 * after by the child.
 */
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pruneReleasesApart, removeReleaseApart, removingDir } from '../../../src/ops/release-removal.ts';
import { ensureReleasesDir, releasesDir, renderFunctionsDir, switchCurrent } from '../../../src/ops/releases.ts';

const IDS = ['20261128T100000Z-000', '20261128T110000Z-000', '20261128T120000Z-000', '20261128T130000Z-000'];

async function releases(live: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kin-removal-'));
  await ensureReleasesDir(dataDir);
  for (const id of IDS) {
    await mkdir(join(releasesDir(dataDir), id, 'produit', '1'), { recursive: true });
    await writeFile(join(releasesDir(dataDir), id, 'produit', '1', 'index.html'), id);
    await mkdir(renderFunctionsDir(dataDir, id), { recursive: true });
  }
  await switchCurrent(dataDir, live);
  return dataDir;
}

const left = async (dataDir: string) => (await readdir(releasesDir(dataDir))).filter((name) => name !== 'current').sort();
/** The child deleted every file set aside. */
const deleted = (dataDir: string) => expect.poll(async () => readdir(removingDir(dataDir)), { timeout: 30_000, interval: 100 }).toEqual([]);

it('prunes as pruneReleases does, in a child: the newest kept and the live one', async () => {
  const dataDir = await releases(IDS[0] as string);
  expect(await pruneReleasesApart(dataDir, 2)).toEqual([IDS[1]]);
  expect(await left(dataDir)).toEqual([IDS[0], IDS[2], IDS[3]]);
  expect((await readdir(join(dataDir, 'render-functions'))).sort()).toEqual([IDS[0], IDS[2], IDS[3]]);
  await deleted(dataDir);
});

it('removes one release and its render functions', async () => {
  const dataDir = await releases(IDS[3] as string);
  await removeReleaseApart(dataDir, IDS[1] as string);
  expect(await left(dataDir)).toEqual([IDS[0], IDS[2], IDS[3]]);
  expect((await readdir(join(dataDir, 'render-functions'))).sort()).toEqual([IDS[0], IDS[2], IDS[3]]);
  await deleted(dataDir);
  // A release already gone: nothing to set aside, no failure.
  await removeReleaseApart(dataDir, IDS[1] as string);
  expect(await left(dataDir)).toEqual([IDS[0], IDS[2], IDS[3]]);
});
