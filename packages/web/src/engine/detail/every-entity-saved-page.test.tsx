// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  expectDetailPage,
  prepareSimulatedDom,
  renderDetailPage,
  stubServer,
  withDetailPages,
} from './every-entity-page-kit.tsx';

prepareSimulatedDom();

describe('every entity opens a saved record on a page of cards', () => {
  it.each(withDetailPages.map((entity) => [entity.name, entity] as const))('%s', async (_, entity) => {
    const { record } = stubServer(entity);
    const { container } = renderDetailPage(entity, record.registration);
    const heading = await expectDetailPage(container);
    expect(heading.textContent).toContain(record.registration);
  });
});
