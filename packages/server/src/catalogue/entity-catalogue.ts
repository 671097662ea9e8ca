import type { EntityDefinition } from '@lessor/domain/entities';

/**
 * The entities one server serves, with the lookups its requests make. The app builds it once from
 * its `entities` option (the shipped registry unless told) and hands it to every part that walks
 * or looks up entities, so that routes, permissions, lists, includes, search and the OpenAPI
 * document all come from one list: the contract tests serve the registry plus a throwaway entity
 * through the very code that serves production.
 */
export class EntityCatalogue {
  readonly entities: readonly EntityDefinition[];
  readonly #byName: ReadonlyMap<string, EntityDefinition>;
  readonly #byCollection: ReadonlyMap<string, EntityDefinition>;
  readonly #byApiPath: ReadonlyMap<string, EntityDefinition>;

  constructor(entities: readonly EntityDefinition[]) {
    this.entities = entities;
    this.#byName = new Map(entities.map((entity) => [entity.name, entity]));
    this.#byCollection = new Map(entities.map((entity) => [entity.collection, entity]));
    this.#byApiPath = new Map(entities.map((entity) => [entity.apiPath, entity]));
  }

  /** The entity named `name` (`CreditLine`). */
  named(name: string): EntityDefinition | undefined {
    return this.#byName.get(name);
  }

  /** The entity whose collection is `collection` (`creditLines`). */
  withCollection(collection: string): EntityDefinition | undefined {
    return this.#byCollection.get(collection);
  }

  /** The entity served at `apiPath` (`/api/financing/credit-lines`). */
  atApiPath(apiPath: string): EntityDefinition | undefined {
    return this.#byApiPath.get(apiPath);
  }
}
