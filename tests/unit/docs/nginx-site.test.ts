import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSite, type SiteValues } from '../../../scripts/lib/nginx.ts';
import { shopConfig } from '../../../src/config/environment.ts';

const doc = readFileSync(join(import.meta.dirname, '../../../docs/deploying.md'), 'utf8');
/** The site file the doc prints: its one `nginx` block. */
const printed = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
/** The systemd unit's data folder (the first `ini` block). */
const unitDataDir = /^Environment=DATA_DIR=(\S+)$/m.exec(/```ini\n([\s\S]*?)```/.exec(doc)?.[1] ?? '')?.[1];

/** The machine the doc describes: the systemd unit's data folder, the shop's default port, a Let's Encrypt certificate. */
const documented: SiteValues = {
  listen: '443',
  server_name: 'kin-boissons.cd',
  certificate: '/etc/letsencrypt/live/kin-boissons.cd/fullchain.pem',
  certificate_key: '/etc/letsencrypt/live/kin-boissons.cd/privkey.pem',
  data_dir: unitDataDir ?? '(absent)',
  shop: `127.0.0.1:${shopConfig({}, '/srv/kin-boissons').port}`,
};

describe("docs/deploying.md's nginx site file", () => {
  it('is the template rendered with the documented machine (the test of the production path runs the template)', () => {
    expect(unitDataDir).toBe('/srv/kin-boissons-data');
    expect(printed).toBe(renderSite(documented));
  });

  it('serves the data folder the systemd unit gives the shop, and the path unit watches its releases', () => {
    expect(printed).toContain(`include ${unitDataDir}/releases/current/nginx*.conf;`);
    expect(doc).toContain(`PathChanged=${unitDataDir}/releases\n`);
  });

  it('a value the template does not name, or a name without a value, is refused', () => {
    expect(() => renderSite(documented, 'listen {{listen}}; root {{racine}};')).toThrow('{{racine}}');
  });
});
