import type { EntityRecord } from '@lessor/domain/api';
import { scriptEntity } from '@lessor/domain/entities';
import type { ScriptHostFunctions } from '@lessor/domain/scripts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type {
  EntityHooks,
  EntityHooksRegistry,
  HookContext,
  RecordData,
} from '../entities/hooks/entity-hooks.ts';
import { readListRequest } from '../entities/http/read-list-request.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { listRecords } from '../entities/reading/list-records.ts';
import { rowToRecord, withoutMeta } from '../entities/record-mapping.ts';
import type { LogBook } from '../logbook/log-book.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { withScriptLogs } from './keep-script-logs.ts';
import { scriptEntityNamed, scriptListQuery } from './script-host.ts';
import type { ScriptRunner } from './script-runner.ts';
import type { ScriptEvent, TenantScripts } from './tenant-scripts.ts';

/** What runs the scripts: the entities they read, the threads they run on, the tenants' scripts. */
interface EventScripting {
  catalogue: EntityCatalogue;
  runner: ScriptRunner;
  scripts: TenantScripts;
  logBook: LogBook;
}

/**
 * Every entity's hooks, each followed by the tenant's business scripts on that entity's writes
 * (docs/scripts.md): an active BUSINESS script naming the entity and an event runs in the write's
 * transaction, given `{ record, before, transition }`. Before the save it may answer fields to
 * set, and any of them may refuse with `context.refuse(message)`: the write and all it wrote roll
 * back, and the caller reads the script's own words.
 */
export function withTenantScripts(
  registry: EntityHooksRegistry,
  scripting: EventScripting,
): EntityHooksRegistry {
  const withScripts: Record<string, EntityHooks> = { ...registry };
  for (const entity of scripting.catalogue.entities) {
    // A script's own writes run none: the tenant's scripts are what they change.
    if (entity.name === scriptEntity.name) continue;
    const hooks = registry[entity.name] ?? {};
    const run = (event: ScriptEvent, context: HookContext, params: Record<string, unknown>) =>
      runEventScripts(scripting, event, context, params);
    withScripts[entity.name] = {
      ...hooks,
      async beforeSave(record, context) {
        const saved = (await hooks.beforeSave?.(record, context)) ?? record;
        const answers = await run('BEFORE_SAVE', context, eventParams(saved, context));
        return Object.assign({}, saved, ...answers.map(fieldsOf));
      },
      async afterSave(record, context) {
        await hooks.afterSave?.(record, context);
        await run('AFTER_SAVE', context, eventParams(record, context));
      },
      async afterTransition(record, context) {
        await hooks.afterTransition?.(record, context);
        await run('AFTER_TRANSITION', context, eventParams(record, context));
      },
    };
  }
  return withScripts;
}

function eventParams(
  record: RecordData,
  context: {
    before?: EntityRecord | undefined;
    transition?: { code: string; from: string; to: string } | undefined;
  },
) {
  return { record, before: context.before ?? null, transition: context.transition ?? null };
}

/**
 * What a before-save script answered to set: an object of fields, anything else sets nothing. The
 * server's own fields, the registration and the status stay the write's: a status moves only by
 * a transition.
 */
function fieldsOf(answer: unknown): RecordData {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return {};
  const { status: _status, registration: _registration, ...fields } = withoutMeta(answer as RecordData);
  return fields;
}

/** Runs the tenant's scripts of one event of one entity, in turn, answering what each returned. */
async function runEventScripts(
  { runner, catalogue, scripts: tenantScripts, logBook }: EventScripting,
  event: ScriptEvent,
  { trx, actor, entity }: HookContext,
  params: Record<string, unknown>,
): Promise<unknown[]> {
  const scripts = await tenantScripts.onEvent(trx, actor.tenant, entity.name, event);
  const answers = [];
  for (const script of scripts) {
    const logged = { type: 'HOOK' as const, scriptName: script.name, user: actor };
    const run = await withScriptLogs(logBook, logged, () =>
      runner.run({
        name: script.name,
        code: script.code,
        params,
        user: actor,
        host: transactionReads(trx, actor.tenant, catalogue),
      }),
    );
    answers.push(run.result);
  }
  return answers;
}

/**
 * What an event script may read: the tenant's records, in the write's own transaction, so that
 * it sees what the write changed so far. It writes nothing itself: it answers, or refuses.
 */
function transactionReads(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
): ScriptHostFunctions {
  const entityNamed = (name: unknown) => scriptEntityNamed(catalogue, name);
  return {
    getRecord: async (entityName, id) =>
      rowToRecord(await findRecordRow(trx, tenant, entityNamed(entityName), String(id))),
    listRecords: async (entityName, query) => {
      const entity = entityNamed(entityName);
      const request = readListRequest(catalogue, entity, scriptListQuery(query));
      return (await listRecords(trx, tenant, entity, request)).records;
    },
  };
}
