import type { EntityDefinition } from './entity-definition.ts';
import { personEntity } from './person/person.entity.ts';

/** Every declared entity. Adding an entity means adding its declaration here. */
export const entities: readonly EntityDefinition[] = [personEntity];

const byName = new Map(entities.map((entity) => [entity.name, entity]));
const byRoute = new Map(entities.map((entity) => [entity.route, entity]));

export function findEntity(name: string): EntityDefinition | undefined {
  return byName.get(name);
}

/** The entity whose dashed client route is `route` (`credit-line`), if any. */
export function findEntityByRoute(route: string): EntityDefinition | undefined {
  return byRoute.get(route);
}
