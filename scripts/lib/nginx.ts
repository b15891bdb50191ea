/**
 * Debian's nginx in front of a running shop, configured with the site file docs/deploying.md prints (rendered from
 * docs/nginx/site.conf.template with this machine's values), HTTP/2 over TLS with a throw-away certificate. Used by
 * tests/production/ and by the benchmarks' `--nginx`.
 *
 * The port: nginx cannot listen on port 0 and say which port it got, and a port found free by Node may be taken by
 * someone else before nginx binds it. So a port is tried, and when nginx stops at start with `Address already in use`
 * (its stderr and error log say so) another is tried, five times at most; any other failure is reported at once with
 * what nginx printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, parse } from 'node:path';
import { connect } from 'node:tls';
import { projectDir } from './start-shop.ts';
import { throwAwayCertificate } from './throw-away-certificate.ts';

export const NGINX = '/usr/sbin/nginx';
/** The machine's own main configuration: the test runs the site inside it, as the operator's nginx does. */
const DEBIAN_MAIN_CONFIG = '/etc/nginx/nginx.conf';
export const SITE_TEMPLATE = join(projectDir, 'docs/nginx/site.conf.template');

/** The values the site file takes (the doc prints it with the systemd unit's and a Let's Encrypt certificate's). */
export interface SiteValues {
  listen: string;
  server_name: string;
  certificate: string;
  certificate_key: string;
  data_dir: string;
  shop: string;
}

/** The site file for `values`: every `{{name}}` of the template replaced; an unknown or missing one is an error. */
export function renderSite(values: SiteValues, template = readFileSync(SITE_TEMPLATE, 'utf8')): string {
  const known: Record<string, string> = { ...values };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = known[name];
    if (value === undefined) throw new Error(`${SITE_TEMPLATE} : valeur inconnue {{${name}}}`);
    return value;
  });
}

/** Debian's nginx.conf with its logs, pid and temporary files in `dir`, one worker, and `site` as its only site. */
function mainConfig(dir: string, site: string): string {
  const text = readFileSync(DEBIAN_MAIN_CONFIG, 'utf8');
  const replaced = text
    .replace(/^\s*worker_processes\s+[^;]+;/m, 'worker_processes 1;')
    .replace(/^\s*pid\s+[^;]+;/m, `pid ${join(dir, 'nginx.pid')};`)
    .replace(/^\s*error_log\s+[^;]+;/m, `error_log ${join(dir, 'error.log')};`)
    .replace(/^\s*access_log\s+[^;]+;/m, `access_log ${join(dir, 'access.log')};`)
    .replace(/^\s*include\s+\/etc\/nginx\/conf\.d\/[^;]+;\s*$/m, '')
    .replace(
      /^\s*include\s+\/etc\/nginx\/sites-enabled\/[^;]+;\s*$/m,
      ['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']
        .map((directive) => `\t${directive} ${join(dir, directive.replace('_temp_path', ''))};`)
        .concat(`\tinclude ${site};`)
        .join('\n'),
    );
  if (!replaced.includes(`include ${site};`))
    throw new Error(`${DEBIAN_MAIN_CONFIG} : aucune ligne « include …/sites-enabled/* » à remplacer`);
  return replaced;
}

/** A port free at this moment (nginx may still find it taken: see the retries). */
async function portFreeNow(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** nginx's workers run as another user: each folder above the data folder lets them through (docs/deploying.md). */
function letWorkersThrough(dataDir: string): void {
  for (let dir = dataDir; dir !== parse(dir).root; dir = dirname(dir)) chmodSync(dir, (statSync(dir).mode & 0o777) | 0o711);
}

export interface RunningNginx {
  /** `https://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The throw-away certificate, in PEM (a client's `ca`). */
  certificatePem: string;
  /** Chromium flag under which the certificate counts as valid (service workers refuse a certificate error). */
  chromiumTrust: string;
  /** The site file nginx runs. */
  siteFile: string;
  /** Everything nginx wrote to its error log so far. */
  errors: () => string;
  /** What a reload does (SIGHUP): reads the site, and the live release's nginx.conf, again. */
  reload: () => void;
  stop: () => Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once nginx accepts TLS connections on `port`, or rejects with what it printed if it stops first. */
async function listening(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited(child)) throw new Error(output());
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ALPNProtocols: ['h2'] }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    if (Date.now() > deadline) throw new Error(`nginx n'écoute pas sur ${port} après 15 s :\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts nginx in `dir` in front of the shop listening on `shopPort`, serving the live release of `dataDir`. The site
 * file is the template rendered with this run's values; `breakSite` changes it first (a test's broken configuration).
 */
export async function startNginx(options: {
  dir: string;
  dataDir: string;
  shopPort: number;
  breakSite?: (site: string) => string;
}): Promise<RunningNginx> {
  const { dir, dataDir } = options;
  mkdirSync(dir, { recursive: true });
  const { certificate, key, spki } = throwAwayCertificate(dir);
  letWorkersThrough(dataDir);
  const siteFile = join(dir, 'kin-boissons.conf');
  const mainFile = join(dir, 'nginx.conf');
  writeFileSync(mainFile, mainConfig(dir, siteFile));
  const errorLog = join(dir, 'error.log');
  for (let attempt = 1; ; attempt++) {
    const port = await portFreeNow();
    const site = renderSite({
      listen: `127.0.0.1:${port}`,
      server_name: '127.0.0.1',
      certificate,
      certificate_key: key,
      data_dir: dataDir,
      shop: `127.0.0.1:${options.shopPort}`,
    });
    writeFileSync(siteFile, options.breakSite ? options.breakSite(site) : site);
    const child = spawn(NGINX, ['-c', mainFile, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const printed: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
    const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
    const output = () => `nginx (${NGINX} -c ${mainFile}) s'est arrêté :\n${printed.join('')}${errors()}`;
    try {
      await listening(child, port, output);
    } catch (error) {
      if (!exited(child)) child.kill('SIGKILL');
      const busy = /Address already in use/.test(output());
      if (busy && attempt < 5) continue;
      throw error;
    }
    const stop = () =>
      new Promise<void>((resolve) => {
        if (exited(child)) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    return {
      url: `https://127.0.0.1:${port}`,
      port,
      certificatePem: readFileSync(certificate, 'utf8'),
      chromiumTrust: `--ignore-certificate-errors-spki-list=${spki}`,
      siteFile,
      errors,
      reload: () => child.kill('SIGHUP'),
      stop,
    };
  }
}
