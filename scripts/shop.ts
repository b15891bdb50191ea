/**
 * Operator command line: `npm run shop -- <command>` (DATA_DIR, default ./var, through src/config/).
 *   create-staff --email <e> --password <p> --role admin|manager
 *   import-catalogue <file.json>
 *   list-orders [--limit n]
 *   set-status <numero|id> <statut>
 */
import { DEFAULT_PASSWORD_COST } from '../src/server/auth/password.ts';
import { AttemptLog } from '../src/server/http/attempt-log.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type ShopConfig, shopConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { orderStatusSchema } from '../src/contract/order.ts';
import { formatFC } from '../src/domain/money.ts';
import { orderStatusLabel } from '../src/domain/order-status.ts';
import { createStaffUser } from '../src/server/accounts/create-staff.ts';
import { importCatalogue } from '../src/server/catalogue/import.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { getOrder, getOrderByNumber, listAllOrders } from '../src/server/db/orders.ts';
import type { Deps } from '../src/server/http/env.ts';
import { HttpProblem } from '../src/server/http/problem.ts';
import { mailDeps } from '../src/server/mail/start.ts';
import { changeOrderStatus } from '../src/server/orders/change-status.ts';

const USAGE = `Utilisation : npm run shop -- <commande>
  create-staff --email <email> --password <mot de passe> --role admin|manager
  import-catalogue <fichier.json>
  list-orders [--limit 50]
  set-status <numéro ou id de commande> <statut>   (statuts : ${orderStatusSchema.options.join(', ')})`;

async function main(argv: string[], config: ShopConfig): Promise<void> {
  const [command, ...rest] = argv;
  const db = openDatabase(join(config.dataDir, 'shop.sqlite'));
  // A status change writes its e-mail to the outbox; the running shop's worker sends it.
  const deps: Deps = {
    db,
    dev: false,
    now: () => new Date(),
    onCatalogueChange: () => {},
    publicOrigin: undefined,
    passwordCost: DEFAULT_PASSWORD_COST,
    trustProxy: undefined,
    attempts: new AttemptLog(),
    mail: mailDeps({ ...config, dev: false }),
  };
  try {
    switch (command) {
      case 'create-staff': {
        const { values } = parseArgs({
          args: rest,
          options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
        });
        if (!values.email || !values.password || (values.role !== 'admin' && values.role !== 'manager')) throw new Error(USAGE);
        const id = await createStaffUser(db, { email: values.email, password: values.password, role: values.role }, new Date());
        console.log(`Compte ${values.role} créé : ${values.email} (id ${id}).`);
        break;
      }
      case 'import-catalogue': {
        if (!rest[0]) throw new Error(USAGE);
        const result = importCatalogue(db, JSON.parse(readFileSync(rest[0], 'utf8')) as unknown, new Date());
        console.log(
          `Catalogue importé : ${result.categories} catégories, ${result.brands} marques, ${result.created} produits créés, ${result.updated} mis à jour.`,
        );
        console.log("Pensez à reconstruire le site (le processus de service le fait quand l'API change le catalogue).");
        break;
      }
      case 'list-orders': {
        const { values } = parseArgs({ args: rest, options: { limit: { type: 'string', default: '50' } } });
        const orders = listAllOrders(db, Math.max(1, Number(values.limit) || 50));
        if (orders.length === 0) console.log('Aucune commande.');
        for (const o of orders) {
          console.log(
            [
              o.id,
              o.numero_commande,
              o.date_commande.slice(0, 16).replace('T', ' '),
              orderStatusLabel(o.statut),
              formatFC(o.total_cents),
              o.nom_client,
              o.telephone_livraison,
            ].join('\t'),
          );
        }
        break;
      }
      case 'set-status': {
        const [ref, statut] = rest;
        const parsed = orderStatusSchema.safeParse(statut);
        if (!ref || !parsed.success) throw new Error(USAGE);
        const order = /^\d+$/.test(ref) ? getOrder(db, Number(ref)) : getOrderByNumber(db, ref);
        if (!order) throw new Error(`Commande introuvable : ${ref}`);
        const updated = changeOrderStatus(deps, order.id, parsed.data);
        console.log(`${updated.numero_commande} : ${orderStatusLabel(order.statut)} → ${orderStatusLabel(updated.statut)}`);
        break;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    db.close();
  }
}

main(process.argv.slice(2), readEnvironment(shopConfig)).catch((error: unknown) => {
  if (error instanceof HttpProblem) {
    const first = Object.values(error.body).flat()[0];
    console.error(`Erreur : ${typeof first === 'string' ? first : error.message}`);
  } else if (error instanceof SyntaxError) {
    console.error(`Erreur : fichier JSON illisible (${error.message})`);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exitCode = 1;
});
