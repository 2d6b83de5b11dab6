import { sortFiltersOf, sortHandler, withSorting } from './sorting';

describe('sorting', () => {
  const columns = [
    { key: 'userName', title: 'u' },
    { key: 'loginTime', title: 't' },
  ];

  it('puts sorters on the named columns only, showing the held order', () => {
    const sorted = withSorting(columns, ['loginTime'], { orderByColumn: 'loginTime', isAsc: 'descending' });
    expect(sorted[0]).toEqual(columns[0]);
    expect(sorted[1]).toMatchObject({ sorter: true, sortOrder: 'descend' });
    expect(
      withSorting(columns, ['loginTime'], { orderByColumn: 'loginTime', isAsc: 'asc' })[1],
    ).toMatchObject({
      sortOrder: 'ascend',
    });
    expect(withSorting(columns, ['loginTime'], {})[1]).toMatchObject({ sortOrder: null });
  });

  it('turns a sort click into orderByColumn / isAsc, and a cleared sort into none', () => {
    expect(sortFiltersOf({ columnKey: 'costTime', order: 'ascend' })).toEqual({
      orderByColumn: 'costTime',
      isAsc: 'ascending',
    });
    expect(sortFiltersOf([{ columnKey: 'operTime', order: 'descend' }])).toEqual({
      orderByColumn: 'operTime',
      isAsc: 'descending',
    });
    expect(sortFiltersOf({ columnKey: 'operTime', order: null })).toEqual({
      orderByColumn: undefined,
      isAsc: undefined,
    });
  });

  it('searches on a sort click only', () => {
    const search = jest.fn();
    const onChange = sortHandler(search);
    onChange({}, {}, { columnKey: 'a', order: 'ascend' }, { action: 'paginate', currentDataSource: [] });
    expect(search).not.toHaveBeenCalled();
    onChange({}, {}, { columnKey: 'a', order: 'ascend' }, { action: 'sort', currentDataSource: [] });
    expect(search).toHaveBeenCalledWith({ orderByColumn: 'a', isAsc: 'ascending' });
  });
});
