import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { opsMessages } from '../messages/ops.ts';

/** Beside each release's pages; the site's nginx configuration includes the live one's (docs/nginx/site.conf.template). */
export const NGINX_RELEASE_FILE = 'nginx.conf';

/**
 * Writes the release's lines for nginx: its folder and its Content-Security-Policy, so that nginx, at each start or
 * reload, serves one release with that release's policy (nobody copies the policy by hand). A policy nginx could not
 * read back as one string (a quote, a backslash, a `$`, a line break) fails the build instead of the page.
 */
export async function writeNginxRelease(dir: string, id: string, csp: string): Promise<void> {
  if (/["\\$\n\r]/.test(csp)) throw new Error(opsMessages.build.nginxUnreadablePolicy(csp));
  const lines = [
    `# Release ${id}, written by its build: included by the site's nginx configuration (docs/deploying.md, Behind nginx).`,
    `set $release_root ${resolve(dir)};`,
    `set $release_csp "${csp}";`,
  ];
  await writeFile(join(dir, NGINX_RELEASE_FILE), `${lines.join('\n')}\n`);
}
