import type { EntityRecord } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { displayValue, valueAt } from '../record-value.ts';
import type { EntityListController } from './useEntityListController.ts';

interface Props {
  entity: EntityDefinition;
  controller: EntityListController;
}

/** An entity's list: title, add button, search, the declared columns, and paging. */
export function EntityListView({ entity, controller }: Props) {
  const [searchText, setSearchText] = useState(controller.search);
  useEffect(() => setSearchText(controller.search), [controller.search]);
  const columns = entity.listColumns.filter((column) => !column.hidden);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    controller.setSearch(searchText.trim());
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{entity.pluralLabel}</Title>
        {entity.hasCreateForm && (
          <Button component={Link} to={`/${entity.route}`}>
            Add
          </Button>
        )}
      </Group>
      <search>
        <form onSubmit={onSearch}>
          <Group align="end">
            <TextInput
              label={`Search ${entity.pluralLabel.toLowerCase()}`}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              w={320}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
      </search>
      {controller.error && <Alert color="red">{controller.error.message}</Alert>}
      {controller.isLoading ? (
        <Loader aria-label="Loading" />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover aria-label={entity.pluralLabel}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} scope="col">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {controller.records.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>No data</Table.Td>
                </Table.Tr>
              ) : (
                controller.records.map((record) => (
                  <Table.Tr key={record._id}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <Cell entity={entity} column={column} record={record} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Text size="sm">
          {controller.records.length > 0 &&
            `Rows ${controller.firstRow}–${controller.firstRow + controller.records.length - 1}`}
        </Text>
        <Group gap="xs" component="nav" aria-label="Pages">
          <Button
            variant="default"
            size="xs"
            disabled={controller.page === 1}
            onClick={() => controller.setPage(controller.page - 1)}
          >
            Previous page
          </Button>
          <Text size="sm" aria-current="page">
            Page {controller.page}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={!controller.hasNextPage}
            onClick={() => controller.setPage(controller.page + 1)}
          >
            Next page
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function Cell({
  entity,
  column,
  record,
}: {
  entity: EntityDefinition;
  column: ColumnDefinition;
  record: EntityRecord;
}) {
  const text = displayValue(entity, column.key, valueAt(record, column.path ?? column.key));
  if (column.link) {
    return (
      <Anchor component={Link} to={`/${entity.route}/${encodeURIComponent(record.registration)}`}>
        {text}
      </Anchor>
    );
  }
  if (column.badge && text) return <Badge variant="light">{text}</Badge>;
  return <>{text}</>;
}
