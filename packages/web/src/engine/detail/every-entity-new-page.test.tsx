// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  creatable,
  expectDetailPage,
  prepareSimulatedDom,
  renderDetailPage,
  seriousViolations,
  stubServer,
} from './every-entity-page-kit.tsx';

prepareSimulatedDom();

describe('every entity with a create form opens a new record on a page of cards', () => {
  it.each(creatable.map((entity) => [entity.name, entity] as const))('%s', async (_, entity) => {
    stubServer(entity);
    const { container } = renderDetailPage(entity, undefined);
    await expectDetailPage(container);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
