import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const doc = readFileSync(join(import.meta.dirname, '../../../docs/deploying.md'), 'utf8');
/** The `ini` blocks of docs/deploying.md: the shop's systemd unit, then the path unit and the service that reload nginx. */
const [unit = '', releasePath = '', releaseService = ''] = [...doc.matchAll(/```ini\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
const analyze = await run('systemd-analyze', ['--version']).then(
  () => true,
  () => false,
);
const dir = mkdtempSync(join(tmpdir(), 'kin-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/deploying.md's systemd unit", () => {
  it.each([
    ['starts npm start', /^ExecStart=\S*npm start$/m],
    ['sends SIGTERM to npm alone, which hands it to node', /^KillMode=mixed$/m],
    ['waits longer than the shop takes to stop (14 s)', /^TimeoutStopSec=(1[5-9]|[2-9]\d)$/m],
    ['creates files readable by the shop alone', /^UMask=0077$/m],
  ])('%s', (_, line) => {
    expect(unit).toMatch(line);
  });

  it.skipIf(!analyze)('passes systemd-analyze verify', async () => {
    const file = join(dir, 'kin-boissons.service');
    writeFileSync(file, unit);
    const { stderr } = await run('systemd-analyze', ['verify', file]);
    expect(stderr).toBe('');
  });
  it.skipIf(!analyze)('the path unit and the service reloading nginx at each new release pass it too', async () => {
    expect(releasePath).toMatch(/^PathChanged=\/srv\/kin-boissons-data\/releases$/m);
    expect(releaseService).toMatch(/^ExecStart=\/usr\/bin\/systemctl reload nginx$/m);
    writeFileSync(join(dir, 'kin-boissons-release.path'), releasePath);
    writeFileSync(join(dir, 'kin-boissons-release.service'), releaseService);
    const { stderr } = await run('systemd-analyze', ['verify', join(dir, 'kin-boissons-release.path')]);
    expect(stderr).toBe('');
  });
  if (!analyze) console.log('systemd-analyze absent : la vérification du fichier de service est sautée.');
});
