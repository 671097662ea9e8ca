import { Alert, Anchor, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hitLabel, hitPath, useGlobalSearch } from '../shell/useGlobalSearch.ts';

/** `/global-search`: records of every entity whose registration or name matches, best first. */
export function GlobalSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = params.get('search') ?? '';
  const { hits, isSearching, error } = useGlobalSearch(text);
  return (
    <Stack gap="md">
      <Title order={1}>{t('Global search')}</Title>
      <TextInput
        label={t('Registration or name')}
        value={text}
        w={360}
        onChange={(event) =>
          setParams(event.currentTarget.value ? { search: event.currentTarget.value } : {}, { replace: true })
        }
        rightSection={isSearching ? <Loader size="xs" role="status" aria-label={t('Loading')} /> : null}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      {text.trim().length < 3 ? (
        <Text>{t('Type 3 characters or more of a registration or name')}</Text>
      ) : (
        <Table striped aria-label={t('Results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Record')}</Table.Th>
              <Table.Th scope="col">{t('Entity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hits.length === 0 && !isSearching ? (
              <Table.Tr>
                <Table.Td colSpan={2}>{t('No data')}</Table.Td>
              </Table.Tr>
            ) : (
              hits.map((hit) => (
                <Table.Tr key={`${hit.route}/${hit.registration}`}>
                  <Table.Td>
                    <Anchor component={Link} to={hitPath(hit)}>
                      {hitLabel(hit)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(hit.label)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
