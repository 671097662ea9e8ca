import { entities, findEntity, referenceFieldsOf } from '@lessor/domain/entities';
import { searchCriteria } from '@lessor/domain/query';

type Row = Readonly<Record<string, unknown>>;
/** A tenant's records by entity name, as read back from the database. */
export type RecordsByEntity = ReadonlyMap<string, readonly Row[]>;

/** The strings at the end of a path of keys, through every list and object on the way. */
function valuesAt(value: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, keys));
  const [key, ...rest] = keys;
  if (key === undefined) return typeof value === 'string' && value !== '' ? [value] : [];
  if (typeof value !== 'object' || value === null) return [];
  return valuesAt((value as Row)[key], rest);
}

/**
 * Every value of every reference field that names no record of its target entity, as
 * `Contract CTR00000001 assets.assetRegistration: AST00000009`. The fields are the declarations'
 * (`referenceFieldsOf`), nested ones included, so a field declared tomorrow is checked too; a
 * document's `entityRegistration` is checked against the entity its `entityName` says. Answers
 * the problems and how many references were checked.
 */
export function unresolvedReferences(records: RecordsByEntity): { problems: string[]; checked: number } {
  const registrations = new Map(
    [...records].map(([name, rows]) => [name, new Set(rows.map((row) => String(row.registration)))]),
  );
  const problems: string[] = [];
  let checked = 0;
  const expect = (target: string, value: string, where: string) => {
    checked++;
    if (!registrations.get(target)?.has(value)) problems.push(`${where}: ${value} is no ${target}`);
  };
  for (const entity of entities) {
    const fields = referenceFieldsOf(entity);
    for (const row of records.get(entity.name) ?? []) {
      const where = `${entity.name} ${String(row.registration)}`;
      for (const field of fields)
        for (const value of valuesAt(row, field.keys)) expect(field.target, value, `${where} ${field.path}`);
      if (typeof row.entityName === 'string' && typeof row.entityRegistration === 'string')
        expect(row.entityName, row.entityRegistration, `${where} entityRegistration`);
    }
  }
  return { problems, checked };
}

/**
 * Persons named where a role is asked who do not hold it: the person of each role in a record's
 * `persons` list, and the person of a reference field whose picker offers only some roles (a
 * contract's client, an asset's supplier, an agreement's partner).
 */
export function personsOutOfRole(records: RecordsByEntity): string[] {
  const roles = new Map(
    (records.get('Person') ?? []).map((person) => [
      String(person.registration),
      new Set(valuesAt(person.roles, ['role'])),
    ]),
  );
  const problems: string[] = [];
  const holds = (registration: string, wanted: readonly string[], where: string) => {
    const held = roles.get(registration);
    if (held && !wanted.some((role) => held.has(role)))
      problems.push(`${where}: ${registration} holds none of ${wanted.join(', ')}`);
  };
  for (const [name, rows] of records) {
    const entity = findEntity(name);
    if (!entity) continue;
    const limited = searchCriteria(entity).flatMap((criterion) =>
      criterion.kind === 'text' &&
      criterion.reference?.target === 'Person' &&
      criterion.reference.roles &&
      entity.fields[criterion.field]
        ? [{ field: criterion.field, roles: criterion.reference.roles }]
        : [],
    );
    for (const row of rows) {
      const where = `${name} ${String(row.registration)}`;
      for (const { field, roles: wanted } of limited)
        if (typeof row[field] === 'string') holds(String(row[field]), wanted, `${where} ${field}`);
      if (!Array.isArray(row.persons)) continue;
      for (const item of row.persons as Row[])
        if (typeof item.role === 'string' && typeof item.personRegistration === 'string')
          holds(item.personRegistration, [item.role], `${where} persons`);
    }
  }
  return problems;
}

/**
 * Records whose organisation is not a person of type O, or not under its name: the organisation
 * a record belongs to is one of the tenant's organisations.
 */
export function organisationsNotPersons(records: RecordsByEntity): { problems: string[]; checked: number } {
  const persons = new Map(
    (records.get('Person') ?? []).map((person) => [String(person.registration), person]),
  );
  const problems: string[] = [];
  let checked = 0;
  for (const [name, rows] of records)
    for (const row of rows) {
      const organization = row.organization as Row | undefined;
      if (!organization) continue;
      checked++;
      const person = persons.get(String(organization.registration));
      if (person?.type !== 'O' || person.name !== organization.name)
        problems.push(`${name} ${String(row.registration)}: organisation ${JSON.stringify(organization)}`);
    }
  return { problems, checked };
}
