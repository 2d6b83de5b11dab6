import type { TreeSelect } from '@dis/shared';
import { filterDeptTree } from './deptTree';
import { filtersOf } from '@dis/ui';
import { USER_FIELDS } from './UserPage';

const toUserFilters = (values: Parameters<typeof filtersOf>[1]) => filtersOf(USER_FIELDS, values);

describe('toUserFilters', () => {
  it('turns the creation days into params[beginTime]/[endTime]', () => {
    expect(
      toUserFilters({
        userName: ' admin ',
        phonenumber: '',
        status: '0',
        createTime: ['2024-01-01', '2024-02-01'],
      }),
    ).toEqual({
      userName: 'admin',
      phonenumber: undefined,
      status: '0',
      params: { beginTime: '2024-01-01', endTime: '2024-02-01' },
    });
  });

  it('leaves out what the form leaves empty', () => {
    expect(toUserFilters({})).toEqual({
      userName: undefined,
      phonenumber: undefined,
      status: undefined,
      params: { beginTime: undefined, endTime: undefined },
    });
  });
});

describe('filterDeptTree', () => {
  const tree = [
    {
      id: 100,
      label: '若依科技',
      children: [
        {
          id: 101,
          label: '深圳总公司',
          children: [
            { id: 103, label: '研发部门' },
            { id: 104, label: '市场部门' },
          ],
        },
        {
          id: 102,
          label: '长沙分公司',
          children: [
            { id: 108, label: '市场部门' },
            { id: 109, label: '财务部门' },
          ],
        },
      ],
    },
  ] as TreeSelect[];

  it('keeps the tree for an empty text', () => {
    expect(filterDeptTree(tree, '  ')).toEqual(tree);
  });

  it('keeps matching departments and the way to them', () => {
    expect(filterDeptTree(tree, '市场')).toEqual([
      {
        id: 100,
        label: '若依科技',
        children: [
          { id: 101, label: '深圳总公司', children: [{ id: 104, label: '市场部门' }] },
          { id: 102, label: '长沙分公司', children: [{ id: 108, label: '市场部门' }] },
        ],
      },
    ]);
  });

  it('keeps the whole subtree of a match', () => {
    expect(filterDeptTree(tree, '长沙')[0].children).toEqual([tree[0].children?.[1]]);
    expect(filterDeptTree(tree, 'nothing')).toEqual([]);
  });
});
