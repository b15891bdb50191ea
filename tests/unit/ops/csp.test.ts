import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScriptHashes, originOf } from '../../../src/ops/csp.ts';

const sha = (body: string): string => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  const cases: Array<[string, string, string[]]> = [
    ['an inline script', '<script>a()</script>', [sha('a()')]],
    ['an inline module with attributes', '<script type="module" data-x>\nb()\n</script>', [sha('\nb()\n')]],
    ['an external script is not hashed', '<script type="module" src="/_astro/x.js"></script>', []],
    ['a JSON-LD data block is not hashed', '<script type="application/ld+json">{"name":"Primus"}</script>', []],
    ['a JSON data block is not hashed', "<script type='application/json'>{}</script>", []],
    ['an explicit JavaScript type is hashed', '<script type="text/javascript">e()</script>', [sha('e()')]],
    ['an empty script is not hashed', '<script></script>', []],
    ['several scripts, in order', '<SCRIPT>c()</SCRIPT><p>x</p><script>d()</script >', [sha('c()'), sha('d()')]],
  ];
  it.each(cases)('%s', (_name, html, hashes) => {
    expect(inlineScriptHashes(html)).toEqual(hashes);
  });
});

describe('buildCsp', () => {
  const csp = buildCsp({ scriptHashes: [sha('b'), sha('a'), sha('b')], connectOrigins: ['https://api.kin.cd'] });
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d] as const));
  it.each([
    ['frame-ancestors', "frame-ancestors 'none'"],
    ['script-src', `script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')}`],
    ['connect-src', "connect-src 'self' https://api.kin.cd"],
    ['img-src (the shop and its API only, never any https: or http: origin)', "img-src 'self' data: blob: https://api.kin.cd"],
    ['object-src', "object-src 'none'"],
    ['form-action (the support form falls back to mailto: without JavaScript)', "form-action 'self' mailto:"],
    ["worker-src (the service worker is the release's own /sw.js)", "worker-src 'self'"],
  ])('%s', (name, expected) => {
    expect(directives.get(name.split(' ')[0])).toBe(expected);
  });
  it("uses only directives every engine knows (the manifest falls under default-src 'self')", () => {
    expect([...directives.keys()].sort()).toEqual(
      [
        'base-uri',
        'connect-src',
        'default-src',
        'font-src',
        'form-action',
        'frame-ancestors',
        'img-src',
        'object-src',
        'script-src',
        'style-src',
        'worker-src',
      ].sort(),
    );
    expect(directives.get('default-src')).toBe("default-src 'self'");
  });
  it('never allows eval or inline scripts', () => {
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directives.get('script-src')).not.toMatch(/unsafe-inline/);
  });
});

describe('originOf', () => {
  it.each([
    ['/api/v1', []],
    ['https://api.kin.cd/api/v1', ['https://api.kin.cd']],
    ['http://127.0.0.1:8000/api/v1/', ['http://127.0.0.1:8000']],
    ['pas une url', []],
  ])('%s', (url, origins) => {
    expect(originOf(url)).toEqual(origins);
  });
});
