import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildCsp } from '../../../src/ops/csp.ts';
import { writeNginxRelease } from '../../../src/ops/nginx-release.ts';
import { resolvePath } from '../../../src/ops/release-files.ts';

/** A folder of its own for the test, removed when it ends. */
async function releaseDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kin-nginx-release-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe("each release's lines for nginx", () => {
  it('name its own folder and its own policy, quoted as nginx reads them', async () => {
    const dir = await releaseDir();
    const csp = buildCsp({ scriptHashes: ["'sha256-abc+/="], connectOrigins: ['https://api.kinboissons.cd'] });
    await writeNginxRelease(dir, '20261127T150101Z-000', csp);
    expect((await readFile(join(dir, 'nginx.conf'), 'utf8')).split('\n')).toEqual([
      "# Release 20261127T150101Z-000, written by its build: included by the site's nginx configuration (docs/deploying.md, Behind nginx).",
      `set $release_root ${dir};`,
      `set $release_csp "${csp}";`,
      '',
    ]);
  });

  it.each(['default-src "self"', "default-src 'self' $x", 'default-src \\', "default-src 'self'\nadd_header X 1"])(
    'a policy nginx could not read back as it is fails the build: %j',
    async (csp) => {
      const dir = await releaseDir();
      await expect(writeNginxRelease(dir, 'r1', csp)).rejects.toThrow('politique de sécurité que nginx ne peut pas reprendre');
    },
  );

  it('is not a page: the serving process answers 404 for it', async () => {
    const dir = await releaseDir();
    await writeFile(join(dir, '404.html'), 'Page introuvable');
    await writeNginxRelease(dir, 'r1', buildCsp({ scriptHashes: [] }));
    expect(resolvePath(dir, '/nginx.conf')).toMatchObject({ status: 404 });
  });
});
