/**
 * Makes sure `npm run test:production` (and the benchmarks' `--nginx`) can start Debian's nginx with the brotli_static
 * module the documented site file uses, and make a throw-away certificate with openssl.
 */
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './lib/debian-packages.ts';
import { NGINX } from './lib/nginx.ts';

const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

ensureDebianPackages('nginx (with its brotli_static module) or openssl', ['nginx', 'libnginx-mod-http-brotli-static', 'openssl'], () =>
  [NGINX, BROTLI_STATIC, '/usr/bin/openssl'].every((file) => existsSync(file)),
);
