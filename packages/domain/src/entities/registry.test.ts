import { describe, expect, it } from 'vitest';
import { entities } from './registry.ts';

describe.each(entities.map((entity) => [entity.name, entity] as const))('the %s declaration', (_, entity) => {
  const fields = Object.keys(entity.fields);

  it('names only declared fields in its columns, searches and form', () => {
    const columnFields = entity.listColumns.map((column) => (column.path ?? column.key).split('.')[0]);
    expect(columnFields.filter((field) => !fields.includes(field ?? ''))).toEqual([]);
    expect(entity.searchFields.filter((field) => !fields.includes(field))).toEqual([]);
    expect((entity.advancedSearch ?? []).filter((field) => !fields.includes(field))).toEqual([]);
    expect(
      entity.form.flatMap((section) => section.fields).filter((field) => !fields.includes(field)),
    ).toEqual([]);
  });

  it('places every editable field in its form exactly once', () => {
    const placed = entity.form.flatMap((section) => section.fields);
    expect(placed.length).toBe(new Set(placed).size);
    const editable = fields.filter((field) => !entity.fields[field]?.readOnly);
    expect(editable.filter((field) => !placed.includes(field))).toEqual([]);
  });

  it('has a three-letter prefix, unique routes and a conventional API path', () => {
    expect(entity.prefix).toMatch(/^[A-Z]{3}$/);
    expect(entity.apiPath).toBe(`/api/${entity.domain}/${entity.pluralRoute}`);
    expect(
      entities.filter((other) => other.route === entity.route || other.prefix === entity.prefix),
    ).toHaveLength(1);
  });
});
