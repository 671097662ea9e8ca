import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLessorCommand } from '../testing/run-lessor-command.ts';
import { availableTestDatabases } from '../testing/test-databases.ts';

const postgres = (await availableTestDatabases()).some((database) => database.name === 'postgres');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The restore drill of docs/operations.md: a backup taken with `lessor backup`, restored with
 * `lessor restore` where nothing was, holds the tenant and the user written before it, and the
 * secrets sealed with the same key.
 */
/** Each command opens and migrates a database, a new embedded one in some 20 s on this machine. */
const drillTimeout = 240_000;

describe('the restore drill', () => {
  let folder: string;
  const secretKey = randomBytes(32).toString('base64url');
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lessor-drill-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it(
    'restores the embedded database into a new data folder, and never over one',
    async () => {
      const source = { LESSOR_DATA_DIR: join(folder, 'source'), LESSOR_SECRET_KEY: secretKey };
      const target = { LESSOR_DATA_DIR: join(folder, 'target'), LESSOR_SECRET_KEY: secretKey };
      const file = join(folder, 'embedded.tar.gz');
      expect(
        (await runLessorCommand(['tenant', 'create', '--name', 'drill', '--admin', 'ada@drill'], source))
          .code,
      ).toBe(0);
      const backup = await runLessorCommand(['backup', '--file', file], source);
      expect(backup.stdout, backup.stderr).toMatch(/^Wrote a backup of .+ to .+embedded\.tar\.gz\./);

      expect((await runLessorCommand(['restore', '--file', file], target)).code).toBe(0);
      const token = await runLessorCommand(['token', '--tenant', 'drill', '--username', 'ada@drill'], target);
      expect(token.stdout, token.stderr).toMatch(/^\S{20,}\n$/);
      const again = await runLessorCommand(['restore', '--file', file], target);
      expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/holds a database already/) });
    },
    drillTimeout,
  );

  it.runIf(postgres)(
    'restores a PostgreSQL database into an empty one',
    async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const suffix = randomBytes(4).toString('hex');
      const [sourceName, targetName] = [`drill_source_${suffix}`, `drill_target_${suffix}`];
      const urlOf = (name: string) => {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return url.toString();
      };
      try {
        await admin.query(`create database ${sourceName}`);
        await admin.query(`create database ${targetName}`);
        const source = { DATABASE_URL: urlOf(sourceName), LESSOR_SECRET_KEY: secretKey };
        const target = { DATABASE_URL: urlOf(targetName), LESSOR_SECRET_KEY: secretKey };
        const file = join(folder, 'postgres.dump');
        expect(
          (await runLessorCommand(['tenant', 'create', '--name', 'drill', '--admin', 'ada@drill'], source))
            .code,
        ).toBe(0);
        expect((await runLessorCommand(['backup', '--file', file], source)).code).toBe(0);
        const restored = await runLessorCommand(['restore', '--file', file], target);
        expect(restored.stdout, restored.stderr).toMatch(/^Restored /);
        const token = await runLessorCommand(
          ['token', '--tenant', 'drill', '--username', 'ada@drill'],
          target,
        );
        expect(token.stdout, token.stderr).toMatch(/^\S{20,}\n$/);
      } finally {
        await admin.query(`drop database if exists ${sourceName} with (force)`);
        await admin.query(`drop database if exists ${targetName} with (force)`);
        await admin.end();
      }
    },
    drillTimeout,
  );
});
