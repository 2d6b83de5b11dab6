import { lazy, useMemo, useState } from 'react';
import type { DeptListQuery, SysDept } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Can } from '@dis/shared/store';
import {
  Button,
  CrudView,
  editAction,
  feedback,
  Input,
  PlusOutlined,
  removeAction,
  UnorderedListOutlined,
  useCrudPage,
  type FieldSpec,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { sortChanges } from '../menu/menuRows';
import { depts } from './api';

/** 部门名称 / 状态 searched; 部门名称, 排序, 状态, 创建时间 listed as a tree. */
export const DEPT_FIELDS: readonly FieldSpec<SysDept>[] = [
  { name: 'deptName', label: 'dept.deptName', search: 'input', column: { width: 260 } },
  { name: 'orderNum', label: 'dept.orderNum', column: { align: 'center', width: 120 } },
  { name: 'status', label: 'dept.status', dict: 'sys_normal_disable', search: 'select', column: 'tag' },
  { name: 'createTime', label: 'dept.createTime', column: 'time' },
];

const DeptDialog = lazy(() => import('./DeptDialog'));

type Editing = { deptId?: number; parentId?: number; root?: boolean } | null;

/**
 * 部门管理: the department tree of the caller's data scope (search, 展开/折叠), add / add under a
 * row / edit, delete (not the root) and 保存排序 of the orders changed in the table.
 */
export default function DeptPage() {
  const { t } = useSystemTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [orders, setOrders] = useState<ReadonlyMap<number, number>>(new Map());
  const page = useCrudPage<SysDept, DeptListQuery>({
    api: depts,
    fields: DEPT_FIELDS,
    t,
    tree: { parentId: 'parentId', expandAll: true },
    actions: ['add'],
    selectable: false,
    rowActions: ({ can, confirmChange }) => [
      can.edit && editAction<SysDept>((row) => setEditing({ deptId: row.deptId, root: row.parentId === 0 })),
      can.add && {
        key: 'addChild',
        label: t('dept.addChild'),
        icon: <PlusOutlined />,
        onClick: (row: SysDept) => setEditing({ parentId: row.deptId }),
      },
      can.remove && {
        ...removeAction<SysDept>(
          (row) =>
            void confirmChange({
              question: t('dept.confirmRemove', { name: row.deptName ?? '' }),
              action: () => depts.remove([row.deptId]),
              done: t('dept.removed'),
            }),
        ),
        visible: (row: SysDept) => row.parentId !== 0,
      },
    ],
  });
  const { can, crud } = page;
  const rows = crud.list.rows;

  const columns = useMemo(
    () =>
      page.columns.map((column) =>
        column.key === 'orderNum' && can.edit
          ? {
              ...column,
              render: (_: unknown, row: SysDept) => (
                <Input
                  type="number"
                  size="small"
                  min={0}
                  aria-label={`${t('dept.orderNum')}: ${row.deptName ?? ''}`}
                  value={String(orders.get(row.deptId) ?? row.orderNum ?? 0)}
                  onChange={(event) => {
                    const next = Number.parseInt(event.target.value, 10);
                    if (Number.isNaN(next) || next < 0) return;
                    setOrders((current) => new Map(current).set(row.deptId, next));
                  }}
                  style={{ width: 80 }}
                />
              ),
            }
          : column,
      ),
    [page.columns, t, can.edit, orders],
  );

  const saveSort = async () => {
    const changes = sortChanges(rows, (row) => row.deptId, orders);
    if (!changes) {
      feedback.message.info(t('dept.sortUnchanged'));
      return;
    }
    try {
      await http.put('/system/dept/updateSort', { deptIds: changes.ids, orderNums: changes.orders });
    } catch {
      return;
    }
    feedback.message.success(t('dept.sortSaved'));
    setOrders(new Map());
    crud.reloadAfter(true);
  };

  return (
    <CrudView
      {...page.view()}
      columns={columns}
      actions={{
        ...page.actions(),
        onAdd: () => setEditing({}),
        extra: (
          <Can perm="system:dept:edit">
            <Button
              color="green"
              variant="outlined"
              icon={<UnorderedListOutlined />}
              onClick={() => void saveSort()}
            >
              {t('dept.saveSort')}
            </Button>
          </Can>
        ),
      }}
    >
      {editing ? (
        <DeptDialog
          deptId={editing.deptId}
          parentId={editing.parentId}
          root={editing.root ?? false}
          statuses={page.dicts.sys_normal_disable ?? []}
          onClose={(saved) => {
            setEditing(null);
            crud.reloadAfter(saved);
          }}
        />
      ) : null}
    </CrudView>
  );
}
