import { findEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { checkConfiguredFields } from '../configuration-documents/check-configured-fields.ts';

/** An extra field's name: a plain identifier, so it reads as a declared field does (no `_`, no `props_`). */
const extraFieldName = /^[a-z][A-Za-z0-9]{0,62}$/;

/**
 * Checks a `collection-extension` document before it is saved: each key names a declared entity,
 * each of its fields is a well-formed field (docs/entity-engine.md) with a plain name that the
 * entity does not declare already, and `listColumns`, when given, names some of them. A fault is
 * `INVALID_FIELD_IN_CONFIG` naming where it is (`Person.fields.tier.type`).
 */
export function checkCollectionExtension(document: Readonly<Record<string, unknown>>): void {
  for (const [name, extension] of Object.entries(document)) {
    const entity = findEntity(name);
    if (!entity || typeof extension !== 'object' || extension === null)
      throw new LessorError('INVALID_FIELD_IN_CONFIG', [name]);
    const { fields, listColumns } = extension as { fields?: unknown; listColumns?: unknown };
    const extra = checkConfiguredFields(`${name}.fields`, fields);
    for (const key of Object.keys(extra)) {
      if (!extraFieldName.test(key) || Object.hasOwn(entity.fields, key))
        throw new LessorError('INVALID_FIELD_IN_CONFIG', [`${name}.fields.${key}`]);
    }
    if (
      listColumns !== undefined &&
      !(Array.isArray(listColumns) && listColumns.every((column) => Object.hasOwn(extra, column)))
    )
      throw new LessorError('INVALID_FIELD_IN_CONFIG', [`${name}.listColumns`]);
  }
}
