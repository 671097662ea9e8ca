import { personTypes } from '@lessor/domain/entities';
import { Anchor, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DiagramGraph } from './relations-graph.ts';

interface Props {
  graph: DiagramGraph;
  labelOf(registration: string): string;
  relationTextOf(relation: string | null, stake: number | undefined): string;
  onOpenUser(registration: string): void;
}

const typeLabels = new Map<string, string>(personTypes.map(({ value, label }) => [value, label]));

/**
 * The diagram in words, for keyboards and screen readers: every person shown, with how far from
 * the main person and a way to open their user, then every relation between them.
 */
export function DiagramTextAlternative({ graph, labelOf, relationTextOf, onOpenUser }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollContainer minWidth={500}>
        <Table>
          <Table.Caption>{t('Persons in the diagram')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Person')}</Table.Th>
              <Table.Th>{t('Type')}</Table.Th>
              <Table.Th>{t('Steps from your person')}</Table.Th>
              <Table.Th>{t('User')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {graph.persons.map((person) => (
              <Table.Tr key={person.registration}>
                <Table.Td>
                  <Anchor component={Link} to={`/person/${encodeURIComponent(person.registration)}`}>
                    {labelOf(person.registration)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{person.type ? t(typeLabels.get(person.type) ?? person.type) : ''}</Table.Td>
                <Table.Td>{person.depth}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onOpenUser(person.registration)}
                    aria-label={t('Open user of {{name}}', { name: labelOf(person.registration) })}
                  >
                    {t('Open user')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {graph.links.length > 0 && (
        <Table.ScrollContainer minWidth={500}>
          <Table>
            <Table.Caption>{t('Relations in the diagram')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('From')}</Table.Th>
                <Table.Th>{t('Relation')}</Table.Th>
                <Table.Th>{t('To')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {graph.links.map((link) => (
                <Table.Tr key={`${link.source}>${link.target}>${link.relation ?? ''}`}>
                  <Table.Td>{labelOf(link.source)}</Table.Td>
                  <Table.Td>{relationTextOf(link.relation, link.stake)}</Table.Td>
                  <Table.Td>{labelOf(link.target)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
