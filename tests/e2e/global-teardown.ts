import { stopGroup } from '../../scripts/lib/start-shop.ts';

/**
 * Stops the shop of global-setup.ts: its whole process group (npm, node, a build in progress). The SMTP
 * server of the e2e mailbox is closed by the function global-setup.ts returns.
 */
export default async function globalTeardown(): Promise<void> {
  const pgid = Number(process.env['E2E_SHOP_PGID']);
  if (pgid > 0) await stopGroup(pgid);
}
