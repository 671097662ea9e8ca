import { entities } from '@lessor/domain/entities';
import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The API of every declared entity, as the generic routes serve it (docs/architecture.md). */
export function ApiDocumentationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('API documentation')}</Title>
      <Text>
        {t(
          'Lists take range=start-end (at most 1000 rows), sort, search and one filter per field; items are read by id or registration.',
        )}
      </Text>
      <Table.ScrollContainer minWidth={600}>
        <Table striped aria-label={t('API documentation')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Entity')}</Table.Th>
              <Table.Th scope="col">{t('List and create')}</Table.Th>
              <Table.Th scope="col">{t('Read, update and delete')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entities.map((entity) => (
              <Table.Tr key={entity.name}>
                <Table.Td>{t(entity.label)}</Table.Td>
                <Table.Td>
                  <Code>GET, POST {entity.apiPath}</Code>
                </Table.Td>
                <Table.Td>
                  <Code>
                    GET, PUT, PATCH, DELETE {entity.apiPath}/{'{id}'}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
