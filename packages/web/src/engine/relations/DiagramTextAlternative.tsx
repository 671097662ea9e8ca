import { personTypes } from '@lessor/domain/entities';
import { Anchor, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DiagramGraph } from './relations-graph.ts';

/** What each person of the diagram offers besides its link: opening its user, on the users page. */
export interface NodeAction {
  /** The column's header and the button's text. */
  text: string;
  /** The button's accessible name for a person. */
  labelOf(name: string): string;
  run(registration: string): void;
}

interface Props {
  graph: DiagramGraph;
  labelOf(registration: string): string;
  relationTextOf(relation: string | null, stake: number | undefined): string;
  /** The header of the distance column: from whose person the steps count. */
  stepsHeader: string;
  nodeAction?: NodeAction | undefined;
  /** The page of a person of the diagram. */
  pathOf(registration: string): string;
}

const typeLabels = new Map<string, string>(personTypes.map(({ value, label }) => [value, label]));

/**
 * The diagram in words, for keyboards and screen readers: every person shown, linked to its page,
 * with how far from the main person (and its node action, when the page has one), then every
 * relation between them.
 */
export function DiagramTextAlternative({
  graph,
  labelOf,
  relationTextOf,
  stepsHeader,
  nodeAction,
  pathOf,
}: Props) {
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
              <Table.Th>{stepsHeader}</Table.Th>
              {nodeAction && <Table.Th>{nodeAction.text}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {graph.persons.map((person) => (
              <Table.Tr key={person.registration}>
                <Table.Td>
                  <Anchor component={Link} to={pathOf(person.registration)}>
                    {labelOf(person.registration)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{person.type ? t(typeLabels.get(person.type) ?? person.type) : ''}</Table.Td>
                <Table.Td>{person.depth}</Table.Td>
                {nodeAction && (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => nodeAction.run(person.registration)}
                      aria-label={nodeAction.labelOf(labelOf(person.registration))}
                    >
                      {nodeAction.text}
                    </Button>
                  </Table.Td>
                )}
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
