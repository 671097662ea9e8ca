import { describe, expect, it } from 'vitest';
import { cycleSort, pageButtons, readListUrlState, sortParameter } from './list-url-state.ts';

describe('the list address', () => {
  it('reads page, page size, free text and sort, and takes every other parameter as a filter', () => {
    const state = readListUrlState(
      new URLSearchParams('page=3&pageSize=50&filter=acme&sort=-dueDate,name&status=PAID,-CANCELLED&empty='),
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      text: 'acme',
      sort: [
        { field: 'dueDate', descending: true },
        { field: 'name', descending: false },
      ],
      filters: { status: 'PAID,-CANCELLED' },
    });
    expect(sortParameter(state.sort)).toBe('-dueDate,name');
  });

  it('falls back to the first page, and to `search` for the free text of links made elsewhere', () => {
    expect(readListUrlState(new URLSearchParams('page=-2&pageSize=x&search=Martin'))).toMatchObject({
      page: 1,
      pageSize: undefined,
      text: 'Martin',
    });
  });
});

describe('sorting by a column header', () => {
  it('cycles ascending, descending, unsorted', () => {
    const ascending = cycleSort([], 'name', false);
    expect(ascending).toEqual([{ field: 'name', descending: false }]);
    const descending = cycleSort(ascending, 'name', false);
    expect(descending).toEqual([{ field: 'name', descending: true }]);
    expect(cycleSort(descending, 'name', false)).toEqual([]);
  });

  it('replaces the order by another column, or adds it with Shift', () => {
    const byName = [{ field: 'name', descending: true }];
    expect(cycleSort(byName, 'dueDate', false)).toEqual([{ field: 'dueDate', descending: false }]);
    const both = cycleSort(byName, 'dueDate', true);
    expect(both).toEqual([
      { field: 'name', descending: true },
      { field: 'dueDate', descending: false },
    ]);
    expect(cycleSort(both, 'name', true)).toEqual([{ field: 'dueDate', descending: false }]);
  });
});

describe('page buttons', () => {
  it('offers at most 10 pages around the current one', () => {
    expect(pageButtons(1, 3, false)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 40, true)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageButtons(20, 40, true)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageButtons(40, 40, false)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('goes one page past the current while more rows follow and the last page is unknown', () => {
    expect(pageButtons(3, undefined, true)).toEqual([1, 2, 3, 4]);
    expect(pageButtons(3, undefined, false)).toEqual([1, 2, 3]);
  });
});
