import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { defaultTableConfiguration, moveColumn, readTableConfiguration } from './table-configuration.ts';

const columns = findEntity('Invoice')?.listColumns ?? [];

describe('table configuration', () => {
  it("shows the declaration's columns with 20 rows a page by default", () => {
    expect(defaultTableConfiguration(columns)).toMatchObject({
      columns: columns.map((column) => column.key),
      pageSize: 20,
      sideView: false,
    });
  });

  it('reads a saved one, dropping columns no longer declared and values of the wrong shape', () => {
    expect(
      readTableConfiguration(
        {
          columns: ['name', 'gone', 'registration'],
          pageSize: 50,
          sideView: 'yes',
          advancedSearchInModal: true,
        },
        columns,
      ),
    ).toEqual({
      columns: ['name', 'registration'],
      pageSize: 50,
      sideView: false,
      advancedSearchInModal: true,
      displaySearchFiltersOnLoad: false,
    });
    expect(readTableConfiguration('broken', columns)).toEqual(defaultTableConfiguration(columns));
  });

  it('moves a column one place, and stays put at either end', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
  });
});
