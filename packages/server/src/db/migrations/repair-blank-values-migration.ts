import type { EntityDefinition } from '@lessor/domain/entities';
import { valueKindOf } from '@lessor/domain/fields';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dynoTable } from './entity-migrations.ts';

/**
 * Removes from stored records the values that earlier versions kept although they mean nothing
 * and broke the answers: a blank text in any field (`"persons": " "`), and a list or object field
 * holding something else. Such a value now means no value when written, so removing it changes no
 * meaning; records are otherwise left as they are (version included: no user changed them).
 */
export function repairBlankValuesMigration(entities: readonly EntityDefinition[]): Migration {
  return { up: (db: Kysely<unknown>) => repairBlankValues(db, entities) };
}

/** The repair itself, one statement per table; run as the owner, which no tenant policy binds. */
export async function repairBlankValues<DB>(
  db: Kysely<DB>,
  entities: readonly EntityDefinition[],
): Promise<void> {
  const statements = entities
    .filter((entity) => entity.domain !== 'dyno')
    .map((entity) => repairStatement(`"${entity.table}"`, misshapen(entity)));
  statements.push(repairStatement(dynoTable, []));
  await sql.raw(`do $$ begin\n${statements.join('\n')}\nend $$`).execute(db);
}

/** The condition on a `data` entry (`key`, `value`) that the repair removes. */
function misshapen(entity: EntityDefinition): string[] {
  const conditions: string[] = [];
  for (const [key, field] of Object.entries(entity.fields)) {
    const kind = valueKindOf(field);
    const expected =
      kind === 'object' ? 'object' : kind === 'objects' || kind === 'strings' ? 'array' : undefined;
    // Declared names are identifiers of the declarations, never a request's text.
    if (expected) conditions.push(`(key = '${key}' and jsonb_typeof(value) <> '${expected}')`);
  }
  return conditions;
}

function repairStatement(table: string, conditions: readonly string[]): string {
  const removed = [`(jsonb_typeof(value) = 'string' and value #>> '{}' ~ '^\\s*$')`, ...conditions].join(
    ' or ',
  );
  const keys = `select key from jsonb_each(data) where ${removed}`;
  return `  update ${table} set data = data - array(${keys}) where exists (${keys});`;
}
