/**
 * Operator command line: `npm run shop -- <commande> [options]`, on DATA_DIR/shop.sqlite or the PostgreSQL of
 * DATABASE_URL (through src/config/).
 * `npm run shop -- --help` lists the commands; `npm run shop -- <commande> --help` describes one. Exit
 * codes: 0 done, 1 the operation failed, 2 the command line is wrong.
 */
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { type ShopConfig, shopConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { orderStatusSchema } from '../src/contract/order.ts';
import { staffPasswordResetSchema } from '../src/contract/staff-accounts.ts';
import { orderStatusLabel } from '../src/domain/order-status.ts';
import { backupMessages } from '../src/messages/backup.ts';
import { cliMessages } from '../src/messages/cli.ts';
import { gestionMessages } from '../src/messages/gestion.ts';
import { movingMessages } from '../src/messages/moving.ts';
import { createStaffUser } from '../src/server/accounts/create-staff.ts';
import { setStaffPassword } from '../src/server/accounts/set-staff-password.ts';
import { DEFAULT_PASSWORD_COST, hashPassword } from '../src/server/auth/password.ts';
import { importCatalogue } from '../src/server/catalogue/import.ts';
import { manualBackupFile, writeBackup } from '../src/server/db/backup.ts';
import { copyToPostgres } from '../src/server/db/copy-to-postgres.ts';
import type { Engine } from '../src/server/db/engine.ts';
import { postgresEngine } from '../src/server/db/engine.ts';
import { databaseUsers } from '../src/server/db/in-use.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { openSqliteEngine } from '../src/server/db/open-engine.ts';
import { getOrder, getOrderByNumber, listAllOrders, orderArticles } from '../src/server/db/orders.ts';
import { restoreDatabase } from '../src/server/db/restore.ts';
import { findUserByEmail, isStaffRow } from '../src/server/db/users.ts';
import { AttemptLog } from '../src/server/http/attempt-log.ts';
import type { Deps } from '../src/server/http/env.ts';
import { HttpProblem } from '../src/server/http/problem.ts';
import { mailDeps } from '../src/server/mail/start.ts';
import { changeOrderStatus } from '../src/server/orders/change-status.ts';
import { orderDetail, orderListLine } from './shop/order-view.ts';
import { readNewPassword } from './shop/read-password.ts';

const m = cliMessages;
const e = m.errors;
const r = backupMessages.restore;

/** A wrong command line: the message, then how to get help; exit 2. */
class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
interface Context {
  engine: Engine;
  config: ShopConfig;
  values: Record<string, unknown>;
  positionals: string[];
}
interface CommandLine {
  summary: string;
  /** Shown after the command's name in its help. */
  synopsis: string;
  options: Options;
  optionHelp: string[];
  positionals: string[];
  /** Checks of the command line itself, before any database is opened. */
  check?: (values: Record<string, unknown>, positionals: string[]) => void;
}
/** Most commands work on the open database; `restore` must not open it (it replaces the file). */
type Command =
  | (CommandLine & { database?: true; run: (context: Context) => Promise<void> | void })
  | (CommandLine & { database: false; run: (context: Omit<Context, 'engine'>) => Promise<void> | void });

const statuses = orderStatusSchema.options.join(', ');
const out = (line: string): void => void process.stdout.write(`${line}\n`);

function limitOf(value: unknown): number {
  const text = typeof value === 'string' ? value : '50';
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 1000) throw new UsageError(e.notANumber('--limit', text));
  return Number(text);
}

async function findOrder(engine: Engine, ref: string) {
  const order = /^\d+$/.test(ref) ? await getOrder(engine.db, Number(ref)) : await getOrderByNumber(engine.db, ref);
  if (!order) throw new Error(e.orderNotFound(ref));
  return order;
}

const commands: Record<string, Command> = {
  'create-staff': {
    summary: m.commands.createStaff,
    synopsis: '--email <adresse> --role admin|manager [--prenom <prénom>] [--nom <nom>]',
    options: { email: { type: 'string' }, role: { type: 'string' }, prenom: { type: 'string' }, nom: { type: 'string' } },
    optionHelp: [m.options.email, m.options.role, m.options.firstName, m.options.lastName],
    positionals: [],
    check: ({ email, role }) => {
      if (typeof email !== 'string') throw new UsageError(e.missingOption('--email <adresse>'));
      if (role !== 'admin' && role !== 'manager') throw new UsageError(e.badRole(typeof role === 'string' ? role : ''));
    },
    run: async ({ engine, values }) => {
      const { email, role, prenom, nom } = values;
      if (typeof email !== 'string' || (role !== 'admin' && role !== 'manager')) return;
      // Said before the password is asked: the operator then knows the command to use instead.
      if (await findUserByEmail(engine.db, email)) throw new Error(e.staffExists(email.trim()));
      const password = await readNewPassword();
      const names = { first_name: typeof prenom === 'string' ? prenom : '', last_name: typeof nom === 'string' ? nom : '' };
      const id = await createStaffUser(engine.db, { email, password, role, ...names }, new Date());
      out(m.out.staffCreated(role, email, id));
    },
  },
  'set-password': {
    summary: m.commands.setPassword,
    synopsis: '--email <adresse>',
    options: { email: { type: 'string' } },
    optionHelp: [m.options.email],
    positionals: [],
    check: ({ email }) => {
      if (typeof email !== 'string') throw new UsageError(e.missingOption('--email <adresse>'));
    },
    run: async ({ engine, values }) => {
      const email = typeof values['email'] === 'string' ? values['email'].trim() : '';
      const user = await findUserByEmail(engine.db, email);
      if (!user) throw new Error(e.noAccount(email));
      if (!isStaffRow(user)) throw new Error(e.notStaff(user.email));
      const parsed = z.safeParse(staffPasswordResetSchema, { password: await readNewPassword() });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? e.passwordEmpty);
      const hash = await hashPassword(parsed.data.password, DEFAULT_PASSWORD_COST);
      const deps = { engine, now: () => new Date(), attempts: new AttemptLog(engine) };
      await setStaffPassword(deps, user, hash, { id: null, email: gestionMessages.cliAuthor });
      out(m.out.passwordSet(user.email, m.out.sessionsEnded));
      if (user.is_active === 0) out(m.out.stillDeactivated);
    },
  },
  'import-catalogue': {
    summary: m.commands.importCatalogue,
    synopsis: '<fichier.json>',
    options: {},
    optionHelp: [],
    positionals: ['<fichier.json>'],
    run: async ({ engine, positionals: [file = ''] }) => {
      const result = await importCatalogue(engine, JSON.parse(readFileSync(file, 'utf8')) as unknown, new Date());
      out(m.out.imported(result.categories, result.brands, result.created, result.updated));
      out(m.out.rebuildHint);
    },
  },
  'list-orders': {
    summary: m.commands.listOrders,
    synopsis: '[--limit 50]',
    options: { limit: { type: 'string' } },
    optionHelp: [m.options.limit],
    positionals: [],
    run: async ({ engine, values }) => {
      const orders = await listAllOrders(engine.db, limitOf(values['limit']));
      if (orders.length === 0) out(m.out.noOrders);
      for (const order of orders) out(orderListLine(order, await orderArticles(engine.db, order.id)));
    },
  },
  'show-order': {
    summary: m.commands.showOrder,
    synopsis: '<numéro ou id de commande>',
    options: {},
    optionHelp: [],
    positionals: ['<numéro ou id de commande>'],
    run: async ({ engine, positionals: [ref = ''] }) => {
      const order = await findOrder(engine, ref);
      out(orderDetail(order, await orderArticles(engine.db, order.id)));
    },
  },
  'set-status': {
    summary: m.commands.setStatus,
    synopsis: `<numéro ou id de commande> <statut>   (statuts : ${statuses})`,
    options: {},
    optionHelp: [],
    positionals: ['<numéro ou id de commande>', '<statut>'],
    check: (_, [, status = '']) => {
      if (!orderStatusSchema.safeParse(status).success) throw new UsageError(e.badStatus(status, statuses));
    },
    run: async ({ engine, config, positionals: [ref = '', status = ''] }) => {
      const parsed = orderStatusSchema.safeParse(status);
      if (!parsed.success) return;
      const order = await findOrder(engine, ref);
      // The status change writes its e-mail to the outbox; the running shop's worker sends it.
      const deps: Deps = {
        engine,
        dev: false,
        now: () => new Date(),
        onCatalogueChange: () => {},
        publicOrigin: undefined,
        passwordCost: DEFAULT_PASSWORD_COST,
        trustProxy: undefined,
        guestOrderLimit: config.guestOrderLimit,
        attempts: new AttemptLog(engine),
        mail: mailDeps({ ...config, dev: false }),
        // A status change announces no new order: nothing for the staff's devices.
        push: { publicKey: null, queued: () => {} },
        mediaDir: null,
        publication: null,
      };
      const updated = await changeOrderStatus(deps, order.id, parsed.data, { id: null, email: gestionMessages.cliAuthor });
      out(m.out.statusChanged(updated.numero_commande, orderStatusLabel(order.statut), orderStatusLabel(updated.statut)));
    },
  },
  backup: {
    summary: m.commands.backup,
    synopsis: '[<fichier>]   (par défaut DATA_DIR/backups/shop-<date>-<heure>.sqlite)',
    options: {},
    optionHelp: [],
    positionals: ['[<fichier>]'],
    run: async ({ engine, config, positionals: [file] }) => {
      if (engine.kind !== 'sqlite') throw new Error(backupMessages.sqliteOnly);
      const target = file ?? manualBackupFile(config.dataDir, new Date());
      // VACUUM INTO: one read transaction, so the running shop's orders never make it start over.
      out(backupMessages.written(target, await writeBackup(engine.database, target, 'vacuum')));
    },
  },
  restore: {
    summary: m.commands.restore,
    synopsis: '<fichier>',
    options: {},
    optionHelp: [],
    positionals: ['<fichier>'],
    database: false,
    run: ({ config, positionals: [file = ''] }) => {
      const restored = restoreDatabase(config.dataDir, file, new Date());
      for (const { pid, lock } of restored.staleLocks) out(r.staleLock(pid, lock));
      out(r.done(file, restored.version));
      out(restored.aside ? r.keptAside(restored.aside) : r.noneBefore);
      out(r.startHint);
    },
  },
  'copy-to-postgres': {
    summary: m.commands.copyToPostgres,
    synopsis: '   (source : DATA_DIR/shop.sqlite ; destination : DATABASE_URL, base vide)',
    options: {},
    optionHelp: [],
    positionals: [],
    database: false,
    run: async ({ config }) => {
      if (config.databaseUrl === undefined) throw new Error(movingMessages.noTarget);
      // An order placed while the copy runs would stay behind in the SQLite file.
      const [user] = databaseUsers(config.dataDir).live;
      if (user) throw new Error(movingMessages.inUse(user.pid, user.lock));
      const file = join(config.dataDir, 'shop.sqlite');
      if (!existsSync(file) || statSync(file).size === 0) throw new Error(movingMessages.noSource(file));
      const source = openDatabase(file, { seed: false });
      try {
        const target = await postgresEngine(config.databaseUrl, { seed: false });
        try {
          const report = await copyToPostgres(source, target);
          for (const { table, rows } of report.tables) out(movingMessages.table(table, rows));
          out(movingMessages.done(report.tables.reduce((sum, t) => sum + t.rows, 0)));
        } finally {
          await target.close();
        }
      } finally {
        source.close();
      }
    },
  },
};

function mainHelp(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length)) + 2;
  return [
    m.usage,
    '',
    m.help.title,
    '',
    m.help.commands,
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`),
    '',
    m.help.common,
    `  ${m.help.create}`,
    `  ${m.help.helpOption}`,
  ].join('\n');
}

function commandHelp(name: string, command: Command): string {
  return [
    `npm run shop -- ${name} ${command.synopsis}`,
    '',
    command.summary,
    ...(command.optionHelp.length > 0 ? ['', ...command.optionHelp.map((line) => `  ${line}`)] : []),
    '',
    `  ${m.help.create}`,
  ].join('\n');
}

/** node:util parseArgs's errors, said in French with the option or argument they are about. */
function usageErrorOf(error: unknown, name: string): UsageError | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  const message = error instanceof Error ? error.message : '';
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(e.unknownOption(quoted, name));
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new UsageError(e.missingValue(quoted.split(' ')[0] ?? quoted));
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return new UsageError(e.extraArgument(quoted, name));
  return null;
}

/** The shop's data: the PostgreSQL of DATABASE_URL, else DATA_DIR/shop.sqlite (created only with --create). */
async function openShopEngine(config: ShopConfig, create: boolean): Promise<Engine> {
  if (config.databaseUrl !== undefined) return postgresEngine(config.databaseUrl);
  const file = join(config.dataDir, 'shop.sqlite');
  const existed = existsSync(file) && statSync(file).size > 0;
  if (!existed && !create) throw new Error(e.noDatabase(file));
  if (!existed) closeSync(openSync(file, 'a', 0o600));
  out(existed ? m.out.database(file) : m.out.databaseCreated(file));
  return openSqliteEngine(file);
}

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError(e.noCommand);
  if (name === '--help' || name === '-h' || name === 'help') {
    const about = rest[0] === undefined ? undefined : commands[rest[0]];
    return out(about && rest[0] ? commandHelp(rest[0], about) : mainHelp());
  }
  const command = commands[name];
  if (!command) throw new UsageError(e.unknownCommand(name));
  if (rest.some((arg) => arg === '--password' || arg.startsWith('--password='))) throw new UsageError(e.passwordOption);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, create: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageErrorOf(error, name) ?? error;
  }
  const { values, positionals } = parsed;
  if (values['help']) return out(commandHelp(name, command));
  if (positionals.length > command.positionals.length)
    throw new UsageError(e.extraArgument(positionals[command.positionals.length] ?? '', name));
  const missing = command.positionals[positionals.length];
  if (missing && !missing.startsWith('[')) throw new UsageError(e.missingArgument(missing));
  if (name === 'list-orders') limitOf(values['limit']);
  command.check?.(values, positionals);
  const config = readEnvironment(shopConfig);
  // Backup and restore work on the SQLite file only (PostgreSQL has its own tools, docs/deploying.md).
  if (config.databaseUrl !== undefined && (name === 'backup' || name === 'restore')) throw new Error(backupMessages.sqliteOnly);
  if (command.database === false) return command.run({ config, values, positionals });
  const engine = await openShopEngine(config, values['create'] === true);
  try {
    await command.run({ engine, config, values, positionals });
  } finally {
    await engine.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${m.usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (error instanceof HttpProblem) {
    const first = Object.values(error.body).flat()[0];
    process.stderr.write(`${e.prefix(typeof first === 'string' ? first : error.message)}\n`);
  } else if (error instanceof SyntaxError) {
    process.stderr.write(`${e.invalidJson(error.message)}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exitCode = 1;
});
