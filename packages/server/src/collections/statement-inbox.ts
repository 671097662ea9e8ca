import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { fingerprintOf } from '../entities/writing/idempotency.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Actor } from '../tenancy/actor.ts';
import { startStatementImport } from './statement-import-job.ts';

/** Where the files of the inbox go once their import is queued. */
const queuedFolder = 'queued';

/**
 * The watched import of bank statements (docs/collections.md): the files the bank's channel (EBICS,
 * SFTP) drops in the tenant's folder of the server's inbox, `<inbox>/<tenant>/*.xml`, each imported
 * as an upload would be, then moved to `queued/` under its batch's registration. A file is known by
 * its content: the same file dropped again follows the import it started, and is not imported twice.
 * Answers what it did, in a sentence.
 */
export async function importStatementInbox(
  context: { db: Database; catalogue: EntityCatalogue; queue: JobQueue },
  inbox: string,
  actor: Actor,
): Promise<string> {
  // A tenant's name is a folder name of its own: never a path that leads elsewhere.
  if (!/^[A-Za-z0-9_-]+$/.test(actor.tenant)) return 'No inbox folder for this tenant';
  const folder = join(inbox, actor.tenant);
  const names = await statementFilesIn(folder);
  const started: string[] = [];
  for (const name of names) {
    const content = await readFile(join(folder, name));
    const digest = createHash('sha256').update(content).digest('hex');
    const batch = await startStatementImport(
      context,
      actor,
      { fileName: name, content },
      { key: `statement-inbox-${digest}`, fingerprint: fingerprintOf('POST', 'statement-inbox', content) },
    );
    await mkdir(join(folder, queuedFolder), { recursive: true });
    await rename(join(folder, name), join(folder, queuedFolder, `${batch.registration}-${name}`));
    started.push(batch.registration);
  }
  return started.length === 0
    ? 'No statement file in the inbox'
    : `${started.length} statement file(s) queued: ${started.join(', ')}`;
}

/** The XML files of the folder, oldest name first; none when it does not exist yet. */
async function statementFilesIn(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.xml'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
}
