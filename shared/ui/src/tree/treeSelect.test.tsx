import { renderWithUi } from '../testing/renderWithUi';
import TreeSelectField from './TreeSelectField';
import { toTreeSelectOptions, treeSelectNodesOf } from './treeSelectData';

const depts = [
  { deptId: 100, parentId: 0, deptName: '数字免疫科技 DIS Technology', status: '0' },
  { deptId: 101, parentId: 100, deptName: '南京总部 Nanjing HQ', status: '0' },
  { deptId: 103, parentId: 101, deptName: '研发部 R&D', status: '1' },
  { deptId: 102, parentId: 100, deptName: '长沙分公司', status: '0' },
];

describe('tree select adapter', () => {
  it('builds TreeSelectNodes from a flat list, keeping order and marking disabled rows', () => {
    expect(
      treeSelectNodesOf(depts, {
        id: 'deptId',
        parentId: 'parentId',
        label: 'deptName',
        disabled: (d) => d.status === '1',
      }),
    ).toEqual([
      {
        id: 100,
        label: '数字免疫科技 DIS Technology',
        disabled: false,
        children: [
          {
            id: 101,
            label: '南京总部 Nanjing HQ',
            disabled: false,
            children: [{ id: 103, label: '研发部 R&D', disabled: true }],
          },
          { id: 102, label: '长沙分公司', disabled: false },
        ],
      },
    ]);
  });

  it('wraps the tree under a root node when asked', () => {
    const menus = [{ menuId: 1, parentId: 0, menuName: '系统管理' }];
    expect(
      treeSelectNodesOf(menus, {
        id: 'menuId',
        parentId: 'parentId',
        label: 'menuName',
        root: { id: 0, label: '主类目' },
      }),
    ).toEqual([
      { id: 0, label: '主类目', disabled: false, children: [{ id: 1, label: '系统管理', disabled: false }] },
    ]);
  });

  it("turns the contract's nodes into antd options", () => {
    expect(
      toTreeSelectOptions([
        { id: 1, label: 'a', disabled: false, children: [{ id: 2, label: 'b', disabled: true }] },
      ]),
    ).toEqual([
      { value: 1, title: 'a', key: 1, children: [{ value: 2, title: 'b', key: 2, disabled: true }] },
    ]);
  });

  it('shows the chosen node by its label', () => {
    const nodes = treeSelectNodesOf(depts, { id: 'deptId', parentId: 'parentId', label: 'deptName' });
    const { container } = renderWithUi(
      <TreeSelectField nodes={nodes} value={102} placeholder="请选择归属部门" />,
    );
    expect(container.textContent).toContain('长沙分公司');
  });
});
