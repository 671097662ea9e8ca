import { type EntityDefinition, type EntityExtension, extendEntity } from '@lessor/domain/entities';
import type { CollectionExtensions } from '../../collection-extension/collection-extensions.ts';

/**
 * What a route builds from an entity (its service, its serialisers), once for the declaration and
 * once per tenant's extension of it: a tenant that extends nothing of the entity is served the
 * declaration's, and one that does gets its own, kept as long as its document is.
 */
export function tenantVariants<Variant>(
  entity: EntityDefinition,
  extensions: CollectionExtensions,
  build: (extended: EntityDefinition) => Variant,
): (tenant: string) => Promise<Variant> {
  const declared = build(entity);
  const extended = new WeakMap<EntityExtension, Variant>();
  return async (tenant) => {
    const extension = await extensions.of(tenant);
    const own = extension[entity.name];
    if (!own) return declared;
    let variant = extended.get(own);
    if (!variant) {
      variant = build(extendEntity(entity, extension));
      extended.set(own, variant);
    }
    return variant;
  };
}
