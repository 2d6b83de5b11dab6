import { buildTree } from './tree';

describe('buildTree', () => {
  it('nests by id/parentId and keeps orphans as roots', () => {
    const tree = buildTree([
      { id: 1, parentId: 0, name: 'root' },
      { id: 2, parentId: 1, name: 'child' },
      { id: 3, parentId: 2, name: 'grandchild' },
      { id: 4, parentId: 99, name: 'orphan' },
    ]);
    expect(tree.map((n) => n.name)).toEqual(['root', 'orphan']);
    expect(tree[0].children?.[0]).toMatchObject({ name: 'child', children: [{ name: 'grandchild' }] });
  });

  it('takes configurable keys and does not change the input', () => {
    const list = [
      { menuId: 10, pid: 0 },
      { menuId: 11, pid: 10 },
    ];
    const tree = buildTree(list, { id: 'menuId', parentId: 'pid', children: 'items' });
    expect(tree).toEqual([{ menuId: 10, pid: 0, items: [{ menuId: 11, pid: 10 }] }]);
    expect(list[0]).toEqual({ menuId: 10, pid: 0 });
  });

  it('gives rows that arrive with an empty children list (RuoYi rows) children only when they have some', () => {
    const list = [
      { deptId: 100, parentId: 0, children: [] as unknown[] },
      { deptId: 101, parentId: 100, children: [] as unknown[] },
    ];
    const tree = buildTree(list, { id: 'deptId' });
    expect(tree).toEqual([{ deptId: 100, parentId: 0, children: [{ deptId: 101, parentId: 100 }] }]);
    expect(list[0].children).toEqual([]);
    // a second build from the same rows is the same tree
    expect(buildTree(list, { id: 'deptId' })).toEqual(tree);
  });
});
