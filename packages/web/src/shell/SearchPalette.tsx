import '@mantine/spotlight/styles.css';
import { createSpotlight, Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type MenuNode, menuLinks } from './build-menu.ts';
import { hitLabel, hitPath, useGlobalSearch } from './useGlobalSearch.ts';
import { useMenuFromConfiguration } from './useMenuFromConfiguration.ts';
import type { UserConfiguration } from './user-configuration.ts';

const [store, palette] = createSpotlight();

/** The command palette (Ctrl/Cmd+K): records of every entity by registration or name. */
export function SearchPalette({
  configuration,
  onClose,
}: {
  configuration: UserConfiguration;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { hits, isSearching } = useGlobalSearch(query);
  const { menu } = useMenuFromConfiguration(configuration);
  const pages = useMemo(() => matchingPages(menuLinks(menu), query, t), [menu, query, t]);
  useEffect(() => palette.open(), []);

  const actions = useMemo<SpotlightActionData[]>(
    () => [
      ...pages.map((page) => ({
        id: `page:${page.path}`,
        label: t(page.label),
        description: t('Page'),
        onClick: () => navigate(page.path ?? '/'),
      })),
      ...hits.map((hit) => ({
        id: `${hit.route}/${hit.registration}`,
        label: hitLabel(hit),
        description: t(hit.label),
        onClick: () => navigate(hitPath(hit)),
      })),
      ...(query.trim()
        ? [
            {
              id: 'global-search',
              label: t('All results for "{{query}}"', { query: query.trim() }),
              onClick: () => navigate(`/global-search?search=${encodeURIComponent(query.trim())}`),
            },
          ]
        : []),
    ],
    [pages, hits, query, navigate, t],
  );

  return (
    <Spotlight
      store={store}
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      // The results come filtered and ranked by the server.
      filter={(_, all) => all}
      shortcut={null}
      onSpotlightClose={onClose}
      nothingFound={isSearching ? t('Searching…') : t('Type 3 characters or more of a registration or name')}
      searchProps={{ placeholder: t('Search every record'), 'aria-label': t('Search every record') }}
      scrollable
      maxHeight={420}
      // The title names the dialog for assistive technologies; the search field says the rest.
      title={t('Search every record')}
      styles={{ header: { display: 'none' } }}
    />
  );
}

/** Menu pages whose label holds the query, at most five: the palette also moves around the menu. */
function matchingPages(links: readonly MenuNode[], query: string, t: (text: string) => string): MenuNode[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted.length < 2) return [];
  return links.filter((link) => t(link.label).toLocaleLowerCase().includes(wanted)).slice(0, 5);
}
