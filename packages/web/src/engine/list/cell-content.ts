import type { EntityRecord } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import type { FieldType } from '@lessor/domain/fields';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercentage,
  formatSize,
  truncateText,
} from '@lessor/domain/formats';
import { browserTimeZone } from '../../api/api-client.ts';
import { valueAt } from '../record-value.ts';
import { referenceLabel } from '../references/reference-label.ts';
import { fillTemplate } from './fill-template.ts';
import { recordPath } from './record-path.ts';

export interface CellContent {
  text: string;
  /** The whole text when the cell shows it cut. */
  fullText?: string;
  /** What the cell says on hover when it is not its whole text: a name's registration too. */
  title?: string;
  /** A client route the cell links to. */
  href?: string;
}

interface LinkedPerson {
  role?: unknown;
  personRegistration?: unknown;
  name?: unknown;
}

/**
 * What a list cell shows for a record: the value formatted by its field type (select labels,
 * dates and amounts in the user's locale, amounts in the record's currency), a person by role or
 * a reference by its record's name,
 * the column's link filled from the record, and the text cut at the column's length.
 */
export function cellContent(
  entity: EntityDefinition,
  column: ColumnDefinition,
  record: EntityRecord,
  locale: string,
): CellContent {
  if (column.personRole) return personCell(column, record);
  if (column.nameField) return namedCell(entity, column, record);
  const path = column.path ?? column.key;
  const text = formatValue(entity, column, valueAt(record, path), record, locale);
  return withLink(cut(text, column.truncate), linkOf(entity, column, record));
}

/** The person of a role among the record's persons, by the name the list brought along (`personsNames`). */
function personCell(column: ColumnDefinition, record: EntityRecord): CellContent {
  const persons = valueAt(record, column.path ?? 'persons');
  const person = Array.isArray(persons)
    ? (persons as LinkedPerson[]).find((candidate) => candidate?.role === column.personRole)
    : undefined;
  const registration = typeof person?.personRegistration === 'string' ? person.personRegistration : '';
  if (!registration) return { text: '' };
  const name = typeof person?.name === 'string' && person.name ? person.name : undefined;
  return named(
    cut(name ?? registration, column.truncate),
    registration,
    name,
    `/person/${encodeURIComponent(registration)}`,
  );
}

/** A reference by the name the list brought along (`clientName`), else its registration, linked to its record. */
function namedCell(entity: EntityDefinition, column: ColumnDefinition, record: EntityRecord): CellContent {
  const value = valueAt(record, column.path ?? column.key);
  const registration = typeof value === 'string' ? value : '';
  if (!registration) return { text: '' };
  const found = column.nameField ? record[column.nameField] : undefined;
  const name = typeof found === 'string' && found ? found : undefined;
  return named(
    cut(name ?? registration, column.truncate),
    registration,
    name,
    linkOf(entity, column, record),
  );
}

/** A named cell says its registration on hover: 'Acme SARL (PER00000012)'. */
function named(
  content: CellContent,
  registration: string,
  name: string | undefined,
  href: string | undefined,
): CellContent {
  return withLink(name ? { ...content, title: referenceLabel(registration, name) } : content, href);
}

function formatValue(
  entity: EntityDefinition,
  column: ColumnDefinition,
  value: unknown,
  record: EntityRecord,
  locale: string,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value))
    return value.map((item) => formatValue(entity, column, item, record, locale)).join(', ');
  const field = entity.fields[column.key];
  const type: FieldType | undefined = column.type ?? field?.type;
  const option = field?.options?.find((candidate) => candidate.value === value);
  if (option) return option.label;
  switch (type) {
    case 'date':
      return formatDate(new Date(String(value)), locale);
    case 'datetime':
      return formatDateTime(new Date(String(value)), locale, { timeZone: browserTimeZone });
    case 'currency': {
      const currency = column.currencyField ? valueAt(record, column.currencyField) : undefined;
      return formatAmount(value, { locale, ...(typeof currency === 'string' ? { currency } : {}) });
    }
    case 'percentage':
      return formatPercentage(value, { locale });
    case 'number':
      return formatNumber(value, { locale });
    case 'checkbox':
    case 'switch':
      return value === true ? '✓' : '';
    default:
      if (column.key === 'size' && typeof value === 'number') return formatSize(value, { locale });
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

function linkOf(
  entity: EntityDefinition,
  column: ColumnDefinition,
  record: EntityRecord,
): string | undefined {
  if (column.link === true) return recordPath(entity, record.registration);
  return typeof column.link === 'string' ? fillTemplate(column.link, record) : undefined;
}

function cut(text: string, length: number | undefined): CellContent {
  if (!length || text.length <= length) return { text };
  return { text: truncateText(text, length), fullText: text };
}

function withLink(content: CellContent, href: string | undefined): CellContent {
  return href && content.text ? { ...content, href } : content;
}
