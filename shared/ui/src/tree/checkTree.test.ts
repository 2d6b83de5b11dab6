import type { TreeSelect } from '@dis/contract';
import { allTreeKeys, ancestorKeys, branchTreeKeys, savedTreeKeys } from './checkTree';

const tree: TreeSelect[] = [
  {
    id: 1,
    label: '系统管理',
    disabled: false,
    children: [
      {
        id: 100,
        label: '用户管理',
        disabled: false,
        children: [{ id: 1000, label: '用户查询', disabled: false }],
      },
      { id: 101, label: '角色管理', disabled: false },
    ],
  },
  { id: 4, label: '官网', disabled: false },
];

describe('check tree helpers', () => {
  it('lists every key parents first, and the branches', () => {
    expect(allTreeKeys(tree)).toEqual([1, 100, 1000, 101, 4]);
    expect(branchTreeKeys(tree)).toEqual([1, 100]);
    expect(allTreeKeys(undefined)).toEqual([]);
  });

  it('saves half-checked parents only when parents and children are linked', () => {
    expect(savedTreeKeys([1000, 101], [1, 100], true)).toEqual([1000, 101, 1, 100]);
    expect(savedTreeKeys([1000], [1, 100], false)).toEqual([1000]);
    expect(savedTreeKeys([1, 1000], [1], true)).toEqual([1, 1000]);
  });
});

const ROLE_TREE = [
  {
    id: 1,
    label: '系统管理',
    children: [
      { id: 100, label: '用户管理', children: [{ id: 1000, label: '用户查询' }] },
      { id: 101, label: '角色管理', children: [{ id: 1008, label: '角色查询' }] },
    ],
  },
  { id: 2, label: '系统监控', children: [{ id: 109, label: '在线用户' }] },
] as TreeSelect[];

describe('ancestorKeys', () => {
  it('opens every branch above the held nodes, and no other', () => {
    expect(ancestorKeys(ROLE_TREE, [1000])).toEqual([1, 100]);
    expect(ancestorKeys(ROLE_TREE, [1000, 1008])).toEqual([1, 100, 101]);
  });

  it('opens nothing for top-level or unknown nodes', () => {
    expect(ancestorKeys(ROLE_TREE, [2, 999])).toEqual([]);
    expect(ancestorKeys(ROLE_TREE, [])).toEqual([]);
  });
});
