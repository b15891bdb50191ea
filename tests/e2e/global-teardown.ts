import { stopGroup } from '../../scripts/lib/start-shop.ts';

/**
 * Stops the shops of global-setup.ts: each one's whole process group (npm, node, a build in progress). The SMTP
 * servers of the e2e mailboxes are closed by the function global-setup.ts returns.
 */
export default async function globalTeardown(): Promise<void> {
  const pgids = (process.env['E2E_SHOP_PGIDS'] ?? '').split(' ').map(Number);
  await Promise.all(pgids.filter((pgid) => pgid > 0).map((pgid) => stopGroup(pgid)));
}
