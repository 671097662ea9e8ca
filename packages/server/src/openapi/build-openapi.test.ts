import { entitiesWithThrowaway, throwawayEntity } from '@lessor/domain/testing';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './build-openapi.ts';

/** Every `$ref` a JSON value holds. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
    );
  return [];
}

describe('the OpenAPI document built from the declarations', () => {
  const document = buildOpenApi(entitiesWithThrowaway) as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };

  it('describes a new entity from its declaration alone, its paths and record schema', () => {
    expect(document.paths[throwawayEntity.apiPath]?.post).toBeDefined();
    expect(document.paths[`${throwawayEntity.apiPath}/{id}`]?.patch).toBeDefined();
    expect(Object.keys(document.components.schemas.Throwaway?.properties ?? {})).toContain('counterpart');
  });

  it('points every reference at a schema it holds', () => {
    const schemas = Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`);
    expect(refsOf(document).filter((ref) => !schemas.includes(ref))).toEqual([]);
  });
});
