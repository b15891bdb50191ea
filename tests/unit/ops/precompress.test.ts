import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressRelease } from '../../../src/ops/precompress.ts';
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
