import { parseArgs } from 'node:util';
import { defaultLoginTokenSeconds, issueLoginToken } from '../auth/login-tokens.ts';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { loadConfig } from '../config/load-config.ts';
import { backupDatabase, restoreDatabase } from '../db/backup.ts';
import { firstStartDatabaseFile, saveFirstStartDatabase } from '../db/first-start-database.ts';
import { openDatabase } from '../db/open-database.ts';
import { seedAtScale } from '../seed/seed-at-scale.ts';
import { createTenant, findTenant } from '../tenants/create-tenant.ts';
import { findUser } from '../users/store/find-user.ts';
import { serve } from './serve.ts';

const usage = `Usage:
  lessor [serve]                                        start the server
  lessor token --tenant T --username U [--ttl seconds]  print a one-time sign-in token
  lessor tenant create --name T --admin U               create a tenant and its administrator
  lessor migrate                                        bring the database schema up to date
  lessor prepare                                        save the migrated embedded database that
                                                        a first start loads (npm start runs it)
  lessor backup --file F                                write a backup of the database to F
  lessor restore --file F                               restore backup F into a new data folder
                                                        or an empty PostgreSQL database
  lessor seed [--persons N] [--contracts N] [--tenants T]
                                                        add tenants bench-1..T (1) with N persons
                                                        (else one per 20 contracts) and N contracts each

Environment: PORT (3000), DATABASE_URL (unset: embedded database), LESSOR_DATA_DIR (./data)`;

/** The `lessor` command line. Problems are one line on stderr and exit code 1. */
export async function main(argv: string[]): Promise<void> {
  try {
    await run(argv);
  } catch (error) {
    if (!(error instanceof LessorStartError)) throw error;
    process.stderr.write(`lessor: ${error.message}\n`);
    process.exit(1);
  }
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'string' },
      ttl: { type: 'string' },
      contracts: { type: 'string' },
      persons: { type: 'string' },
      tenants: { type: 'string' },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command = 'serve', subcommand] = positionals;
  if (values.help) return void process.stdout.write(`${usage}\n`);
  const config = loadConfig();

  if (command === 'serve') return serve(config);
  if (command === 'migrate')
    return withDatabase(config, async () => {
      process.stdout.write('Database is up to date.\n');
    });
  if (command === 'prepare') {
    await saveFirstStartDatabase(firstStartDatabaseFile);
    return void process.stdout.write(
      `Saved the migrated database for first starts to ${firstStartDatabaseFile}.\n`,
    );
  }
  if (command === 'seed') {
    if (values.contracts === undefined && values.persons === undefined)
      throw new LessorStartError(`Missing --persons or --contracts\n${usage}`);
    const contracts = values.contracts === undefined ? 0 : positive(values.contracts, '--contracts');
    const persons = values.persons === undefined ? undefined : positive(values.persons, '--persons');
    const tenants = positive(values.tenants ?? '1', '--tenants');
    return withDatabase(config, async (db) => {
      const total = await seedAtScale(db, {
        contracts,
        ...(persons === undefined ? {} : { persons }),
        tenants,
        progress: (tenant, inserted) => process.stdout.write(`${tenant}: ${inserted} records\n`),
      });
      process.stdout.write(`Seeded ${total} records.\n`);
    });
  }
  if (command === 'backup') {
    const file = required(values.file, '--file');
    return withDatabase(config, async (db) => {
      await backupDatabase(db, file);
      process.stdout.write(`Wrote a backup of ${db.location} to ${file}. Keep the secret key apart.\n`);
    });
  }
  if (command === 'restore') {
    const file = required(values.file, '--file');
    const loadDataDir = await restoreDatabase(config, file);
    return withDatabase({ ...config, ...(loadDataDir ? { loadDataDir } : {}) }, async (db) => {
      process.stdout.write(`Restored ${file} into ${db.location}.\n`);
    });
  }
  if (command === 'token') {
    const tenant = required(values.tenant, '--tenant');
    const username = required(values.username, '--username');
    const ttl = values.ttl === undefined ? defaultLoginTokenSeconds : Number(values.ttl);
    if (!Number.isInteger(ttl) || ttl <= 0)
      throw new LessorStartError(`Invalid --ttl '${values.ttl}': expected seconds`);
    return withDatabase(config, async (db) => {
      if (!(await findTenant(db.app, tenant))) throw new LessorStartError(`Unknown tenant '${tenant}'`);
      const user = await findUser(db.app, tenant, username);
      if (!user) throw new LessorStartError(`Unknown user '${username}' in tenant '${tenant}'`);
      if (user.isLocked) throw new LessorStartError(`User '${username}' is locked`);
      process.stdout.write(`${await issueLoginToken(db.app, { tenant, username }, ttl)}\n`);
    });
  }
  if (command === 'tenant' && subcommand === 'create') {
    const id = required(values.name, '--name');
    const admin = required(values.admin, '--admin');
    return withDatabase(config, async (db) => {
      const created = await createTenant(db.app, { id, admin });
      process.stdout.write(`Created tenant '${created.tenant}' with administrator '${created.username}'.\n`);
    });
  }
  throw new LessorStartError(`Unknown command '${positionals.join(' ')}'\n${usage}`);
}

async function withDatabase(
  config: ReturnType<typeof loadConfig> & { loadDataDir?: Blob },
  work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const db = await openDatabase({ ...config, firstStartFile: firstStartDatabaseFile });
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

function positive(value: string | undefined, option: string): number {
  const number = Number(required(value, option));
  if (!Number.isInteger(number) || number <= 0) throw new LessorStartError(`Invalid ${option} '${value}'`);
  return number;
}

function required(value: string | undefined, option: string): string {
  if (!value) throw new LessorStartError(`Missing ${option}\n${usage}`);
  return value;
}
