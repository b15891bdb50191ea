import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRebuildToken, readSavedToken, tokenFile, tokenNotice } from '../../../src/ops/rebuild-token.ts';

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

describe('tokenNotice: what the start says about the token', () => {
  const dataDir = '/srv/kin-data';
  it.each([
    [
      undefined,
      { token: 'nouveau-jeton', generated: true },
      'REBUILD_TOKEN généré et conservé dans /srv/kin-data/rebuild-token (affiché cette seule fois) : nouveau-jeton',
    ],
    [
      undefined,
      { token: 'jeton-du-fichier', generated: false },
      'Jeton de reconstruction : /srv/kin-data/rebuild-token (ou REBUILD_TOKEN).',
    ],
    [
      'jeton-de-l-environnement',
      { token: 'jeton-de-l-environnement', generated: false },
      'Jeton de reconstruction : REBUILD_TOKEN (environnement).',
    ],
  ])('REBUILD_TOKEN %s, %o → %s', (fromEnv, loaded, line) => {
    expect(tokenNotice(dataDir, fromEnv, loaded)).toBe(line);
  });

  it('shows a token it did not generate never', () => {
    expect(tokenNotice(dataDir, undefined, { token: 'jeton-du-fichier', generated: false })).not.toContain('jeton-du-fichier');
    expect(tokenNotice(dataDir, 'secret', { token: 'secret', generated: false })).not.toContain('secret');
  });
});
