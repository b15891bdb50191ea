import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearerMatches, loadRebuildToken, readSavedToken, tokenFile } from '../../../src/ops/rebuild-token.ts';

describe('loadRebuildToken', () => {
  it('generates a token at first start, saves it 0600 and gives it back after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kin-token-'));
    const first = await loadRebuildToken(dataDir, undefined);
    expect(first.generated).toBe(true);
    expect(first.token).toMatch(/^[\w-]{32}$/);
    expect((await stat(tokenFile(dataDir))).mode & 0o777).toBe(0o600);
    expect(await loadRebuildToken(dataDir, undefined)).toEqual({ token: first.token, generated: false });
    expect(await readSavedToken(dataDir)).toBe(first.token);
  });
  it('prefers REBUILD_TOKEN from the environment', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kin-token-'));
    expect(await loadRebuildToken(dataDir, 'secret-env')).toEqual({ token: 'secret-env', generated: false });
    expect(await readSavedToken(dataDir)).toBeNull();
  });
});

describe('bearerMatches', () => {
  it.each([
    ['Bearer s3cret', true],
    ['bearer s3cret', true],
    ['Bearer s3cret ', true],
    ['Bearer s3cre', false],
    ['Bearer s3cret2', false],
    ['Token s3cret', false],
    ['s3cret', false],
    ['Bearer ', false],
    [undefined, false],
  ])('%s → %s', (header, ok) => {
    expect(bearerMatches(header, 's3cret')).toBe(ok);
  });
});
