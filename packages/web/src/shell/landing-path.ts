import { entities } from '@lessor/domain/entities';
import { mayReadCollection } from '@lessor/domain/permissions';
import { buildMenu, menuLinks } from './build-menu.ts';
import { permissionSubjectOf, type UserConfiguration } from './user-configuration.ts';

/**
 * Where `/` takes the user: the configuration's landing page, unless it is a list their
 * permissions do not let them read; then the first link of their menu (foundation.md §6).
 */
export function landingPathOf(configuration: UserConfiguration): string {
  const { landingPage } = configuration;
  const [path = ''] = landingPage.split('?');
  const entity = entities.find((candidate) => `/${candidate.pluralRoute}` === path);
  const subject = permissionSubjectOf(configuration);
  if (!entity || !subject || mayReadCollection(subject, entity)) return landingPage;
  return menuLinks(buildMenu(configuration, entities))[0]?.path ?? landingPage;
}
