import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countPageHashes, precompressRelease } from '../../../src/ops/precompress.ts';
import { completeRelease, fixtureFolder } from './fixture-release.ts';

describe('precompressing a release', () => {
  it('writes .br and .gz of every text file, and reuses those of a previous release for the files that did not change', async () => {
    const live = await fixtureFolder(completeRelease);
    const first = await precompressRelease(live);
    expect(first.reused).toBe(0);
    const next = await fixtureFolder(completeRelease);
    const changed = '<h1>Primus 72 cl</h1><p>2 600 FC</p>';
    await writeFile(join(next, 'produit/1/index.html'), changed);
    // A file of the live release without its .br is compressed again.
    await rm(join(live, 'achat.html.br'));
    const second = await precompressRelease(next, { previous: live });
    expect(second.compressed).toBe(first.compressed);
    expect(second.reused).toBe(first.compressed - 2);
    const br = (dir: string, path: string) => readFile(join(dir, `${path}.br`));
    expect(brotliDecompressSync(await br(next, 'produit/1/index.html')).toString()).toBe(changed);
    expect(gunzipSync(await readFile(join(next, 'produit/1/index.html.gz'))).toString()).toBe(changed);
    expect((await br(next, 'index.html')).equals(await br(live, 'index.html'))).toBe(true);
    expect(brotliDecompressSync(await br(next, 'achat.html')).toString()).toBe(completeRelease['achat.html']);
  });
});

describe('the inline scripts of the pages a release keeps (issue 39)', () => {
  const page = (...scripts: string[]) => `<!doctype html><html lang="fr">${scripts.map((s) => `<script>${s}</script>`).join('')}</html>`;

  it('counts the pages holding each hash; a release of what changed starts from the others and reads only its own pages', async () => {
    const before = await fixtureFolder({
      'a.html': page('un()'),
      'b.html': page('un()', 'deux()', 'deux()'),
      'c.html': page('trois()'),
    });
    const live = await precompressRelease(before);
    expect([...live.pagesByHash.values()].sort()).toEqual([1, 1, 2]);

    // b.html re-rendered without its second script, c.html gone: a whole count of the result…
    const after = await fixtureFolder({ 'a.html': page('un()'), 'b.html': page('un()') });
    const whole = await precompressRelease(after);
    // …and the count of the pages it keeps (the live one's, less the replaced and removed pages) with its own page.
    const others = new Map(live.pagesByHash);
    countPageHashes(others, await readFile(join(before, 'b.html'), 'utf8'), -1);
    countPageHashes(others, await readFile(join(before, 'c.html'), 'utf8'), -1);
    // a.html is no page of its own, and is not read: unreadable here, the count must not need it.
    await writeFile(join(after, 'a.html'), 'illisible');
    const changed = await precompressRelease(after, { only: new Set(['b.html']), otherPages: others });
    expect(changed.pagesByHash).toEqual(whole.pagesByHash);
    expect(changed.scriptHashes).toEqual(whole.scriptHashes);
    expect(whole.scriptHashes.size).toBe(1);
  });
});
