import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeManifest } from '../../../src/ops/release-manifest.ts';
import { pruneReleasesApart } from '../../../src/ops/release-removal.ts';
import {
  currentRelease,
  isReleaseId,
  listReleases,
  newReleaseId,
  releasesDir,
  removeUnfinishedReleases,
  renderFunctionsDir,
  rollback,
  switchCurrent,
} from '../../../src/ops/releases.ts';
import { writeFiles } from './fixture-release.ts';

async function dataDirWith(ids: string[]): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kin-releases-'));
  for (const id of ids) {
    await mkdir(join(releasesDir(dataDir), id), { recursive: true });
    await writeFile(join(releasesDir(dataDir), id, 'index.html'), `release ${id}`);
  }
  return dataDir;
}

const ids = ['20261121T100000Z-000', '20261121T110000Z-000', '20261121T110000Z-001', '20261121T120000Z-000', '20261121T130000Z-000'];

describe('release ids', () => {
  it('sort in build order, also within one second', () => {
    const at = new Date('2026-11-21T12:00:00.250Z');
    const made = [newReleaseId(at), newReleaseId(at), newReleaseId(new Date('2026-11-21T12:00:01Z'))];
    expect(made[0]).toBe('20261121T120000Z-000');
    expect(made[1]).toBe('20261121T120000Z-001');
    expect([...made].sort()).toEqual(made);
    expect(made.every(isReleaseId)).toBe(true);
  });
  it.each(['current', '.current-1-2', '20261121T120000Z', 'x20261121T120000Z-000'])('%s is not a release id', (name) => {
    expect(isReleaseId(name)).toBe(false);
  });
});

describe('switching, pruning, rolling back', () => {
  it('switches current through a symlink renamed over the old one', async () => {
    const dataDir = await dataDirWith(ids.slice(0, 2));
    expect(await currentRelease(dataDir)).toBeNull();
    await switchCurrent(dataDir, ids[0] as string);
    await switchCurrent(dataDir, ids[1] as string);
    const link = join(releasesDir(dataDir), 'current');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(ids[1]);
    expect(await readFile(join(link, 'index.html'), 'utf8')).toBe(`release ${ids[1]}`);
    expect((await readdir(releasesDir(dataDir))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses to switch to a release that does not exist', async () => {
    const dataDir = await dataDirWith(ids.slice(0, 1));
    await switchCurrent(dataDir, ids[0] as string);
    await expect(switchCurrent(dataDir, ids[3] as string)).rejects.toThrow();
    expect(await currentRelease(dataDir)).toBe(ids[0]);
  });

  it('keeps the newest three and the live one', async () => {
    const dataDir = await dataDirWith(ids);
    await switchCurrent(dataDir, ids[0] as string);
    const removed = await pruneReleasesApart(dataDir, 3);
    expect(removed).toEqual([ids[1]]);
    expect(await listReleases(dataDir)).toEqual([ids[0], ids[2], ids[3], ids[4]]);
  });

  it('removes the render functions of the releases it removes, and only theirs', async () => {
    const dataDir = await dataDirWith(ids);
    for (const id of ids) await writeFiles(renderFunctionsDir(dataDir, id), { 'render-state.json': '{}' });
    await switchCurrent(dataDir, ids[0] as string);
    await pruneReleasesApart(dataDir, 3);
    expect((await readdir(join(dataDir, 'render-functions'))).sort()).toEqual([ids[0], ids[2], ids[3], ids[4]]);
  });

  it('rolls back to the release before the live one, and refuses when there is none', async () => {
    const dataDir = await dataDirWith(ids.slice(0, 3));
    await switchCurrent(dataDir, ids[2] as string);
    expect(await rollback(dataDir)).toEqual({ from: ids[2], to: ids[1] });
    expect(await currentRelease(dataDir)).toBe(ids[1]);
    await rollback(dataDir);
    expect(await currentRelease(dataDir)).toBe(ids[0]);
    await expect(rollback(dataDir)).rejects.toThrow(/aucune release antérieure/);
    expect(await currentRelease(dataDir)).toBe(ids[0]);
  });
});

describe('removeUnfinishedReleases: what a crashed build left is never served or kept', () => {
  const manifest = (id: string) => ({
    id,
    built_at: '2026-11-21T10:00:00Z',
    duration_ms: 1,
    catalogue_api_url: 'http://127.0.0.1:9/api/v1',
    counts: { products: 1, categories: 1, files: 1 },
    csp: "default-src 'self'",
  });

  it('removes the folders without release.json, keeps the finished ones and the live one, and names the live one', async () => {
    const [finished, live, crashed, older] = ids;
    const dataDir = await dataDirWith([finished, live, crashed, older].map(String));
    await writeManifest(join(releasesDir(dataDir), String(finished)), manifest(String(finished)));
    // The live release predates release.json: it stays, whatever it lacks.
    await switchCurrent(dataDir, String(live));
    expect(await removeUnfinishedReleases(dataDir)).toBe(live);
    expect(await listReleases(dataDir)).toEqual([finished, live]);
  });

  it('with no release yet: nothing to remove, and no live one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kin-releases-'));
    expect(await removeUnfinishedReleases(dataDir)).toBeNull();
    const crashedOnly = await dataDirWith([String(ids[0])]);
    expect(await removeUnfinishedReleases(crashedOnly)).toBeNull();
    expect(await listReleases(crashedOnly)).toEqual([]);
  });
});
