export { commonFields, defineEntity, toOption } from './define-entity.ts';
export {
  type ColumnDefinition,
  type EntityDeclaration,
  type EntityDefinition,
  type EntityGroup,
  entityGroups,
  type FormSection,
  type ListPageDefaults,
  type PersonRoleFilter,
} from './entity-definition.ts';
export { dashed, pluralise, words } from './names.ts';
export { personEntity } from './person/person.entity.ts';
export { personDisplayName } from './person/person-display-name.ts';
export {
  legalPersonTypes,
  naturalPersonTypes,
  type PersonType,
  personTypes,
} from './person/person-options.ts';
export { entities, findEntity, findEntityByRoute } from './registry.ts';
