import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Brings stored prospects into the person's shape they now share, and names every person and
 * prospect saved without a name: a prospect's one address line (`addressLine`, which the
 * declaration no longer has, so its next save would be refused) becomes its main address; a blank
 * name becomes first and last name (business-areas.md §5). Versions move on, so a form still
 * holding the old shape is told the record changed.
 */
export function repairProspectsAsPersonsMigration(): Migration {
  return { up: (db: Kysely<unknown>) => repairProspectsAsPersons(db) };
}

/** The repair itself; run as the owner, which no tenant policy binds. */
export async function repairProspectsAsPersons<DB>(db: Kysely<DB>): Promise<void> {
  await sql`update prospects
    set data = (data - 'addressLine') || case
        when jsonb_typeof(data->'addresses') = 'array' and jsonb_array_length(data->'addresses') > 0
          then '{}'::jsonb
        else jsonb_build_object('addresses',
          jsonb_build_array(jsonb_build_object('type', 'MAIN', 'addressLine', data->'addressLine')))
      end,
      _version = _version + 1
    where jsonb_typeof(data->'addressLine') = 'string'`.execute(db);
  const firstAndLast = sql`concat_ws(' ', nullif(btrim(data->>'firstName'), ''), nullif(btrim(data->>'lastName'), ''))`;
  for (const table of ['persons', 'prospects'])
    await sql`update ${sql.table(table)}
      set name = ${firstAndLast}, _version = _version + 1
      where coalesce(btrim(name), '') = '' and ${firstAndLast} <> ''`.execute(db);
}
