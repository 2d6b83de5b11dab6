import { lazy, useMemo, useState, type ReactNode } from 'react';
import type { MenuListQuery, SysMenu } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Can } from '@dis/shared/store';
import {
  Button,
  CrudView,
  editAction,
  feedback,
  Input,
  MenuIcon,
  PlusOutlined,
  removeAction,
  UnorderedListOutlined,
  Tag,
  useCrudPage,
  type FieldSpec,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { menus } from './api';
import { menuTitle, menuTypeKey, sortChanges } from './menuRows';

/** 菜单名称 / 状态 searched; the tree's columns as RuoYi's menu page shows them. */
export const MENU_FIELDS: readonly FieldSpec<SysMenu>[] = [
  { name: 'menuName', label: 'menu.menuName', search: 'input', column: { width: 220 } },
  { name: 'icon', label: 'menu.icon', column: { align: 'center', width: 70 } },
  { name: 'menuType', label: 'menu.menuType', column: { align: 'center', width: 80 } },
  { name: 'orderNum', label: 'menu.orderNum', column: { align: 'center', width: 110 } },
  { name: 'perms', label: 'menu.perms', column: { ellipsis: true } },
  { name: 'component', label: 'menu.component', column: { ellipsis: true } },
  { name: 'status', label: 'menu.status', dict: 'sys_normal_disable', search: 'select', column: 'tag' },
  { name: 'createTime', label: 'menu.createTime', column: 'time' },
];

/** The dialog loads (with antd's Form) only when it is first opened. */
const MenuDialog = lazy(() => import('./MenuDialog'));

/** What the dialog edits: a menu (`menuId`), or a new one, maybe under a parent. */
type Editing = { menuId?: number; parentId?: number } | null;

/**
 * 菜单管理: the menu tree (search, 展开/折叠), add / add under a row / edit in RuoYi's dialog,
 * delete with its question (the server refuses a menu with sub-menus or held by a role), and
 * 保存排序 of the orders changed in the table.
 */
export default function MenuPage() {
  const { t, lang } = useSystemTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [orders, setOrders] = useState<ReadonlyMap<number, number>>(new Map());
  const page = useCrudPage<SysMenu, MenuListQuery>({
    api: menus,
    fields: MENU_FIELDS,
    t,
    tree: { parentId: 'parentId' },
    actions: ['add'],
    selectable: false,
    dicts: ['sys_show_hide'],
    columnDeps: [lang],
    rowActions: ({ can, confirmChange }) => [
      can.edit && editAction<SysMenu>((row) => setEditing({ menuId: row.menuId })),
      can.add && {
        key: 'addChild',
        label: t('menu.addChild'),
        icon: <PlusOutlined />,
        onClick: (row: SysMenu) => setEditing({ parentId: row.menuId }),
      },
      can.remove &&
        removeAction<SysMenu>(
          (row) =>
            void confirmChange({
              question: t('menu.confirmRemove', { name: menuTitle(row, lang) }),
              action: () => menus.remove([row.menuId]),
              done: t('menu.removed'),
            }),
        ),
    ],
  });
  const { can, crud } = page;
  const rows = crud.list.rows;

  const columns = useMemo(
    () =>
      page.columns.map((column) => {
        const render: Record<string, (row: SysMenu) => ReactNode> = {
          menuName: (row) => menuTitle(row, lang),
          icon: (row) => (row.icon && row.icon !== '#' ? <MenuIcon name={row.icon} /> : null),
          menuType: (row) => <Tag>{t(menuTypeKey(row))}</Tag>,
          orderNum: (row) =>
            can.edit ? (
              <Input
                type="number"
                size="small"
                min={0}
                aria-label={`${t('menu.orderNum')}: ${menuTitle(row, lang)}`}
                value={String(orders.get(row.menuId) ?? row.orderNum)}
                onChange={(event) => {
                  const next = Number.parseInt(event.target.value, 10);
                  if (Number.isNaN(next) || next < 0) return;
                  setOrders((current) => new Map(current).set(row.menuId, next));
                }}
                style={{ width: 80 }}
              />
            ) : (
              row.orderNum
            ),
        };
        const own = render[String(column.key)];
        return own ? { ...column, render: (_: unknown, row: SysMenu) => own(row) } : column;
      }),
    [page.columns, lang, t, can.edit, orders],
  );

  const saveSort = async () => {
    const changes = sortChanges(rows, (row) => row.menuId, orders);
    if (!changes) {
      feedback.message.info(t('menu.sortUnchanged'));
      return;
    }
    try {
      await http.put('/system/menu/updateSort', { menuIds: changes.ids, orderNums: changes.orders });
    } catch {
      return;
    }
    feedback.message.success(t('menu.sortSaved'));
    setOrders(new Map());
    crud.reloadAfter(true);
  };

  const view = page.view();
  return (
    <CrudView
      {...view}
      columns={columns}
      actions={{
        ...page.actions(),
        onAdd: () => setEditing({}),
        extra: (
          <Can perm="system:menu:edit">
            <Button
              color="green"
              variant="outlined"
              icon={<UnorderedListOutlined />}
              onClick={() => void saveSort()}
            >
              {t('menu.saveSort')}
            </Button>
          </Can>
        ),
      }}
    >
      {editing ? (
        <MenuDialog
          menuId={editing.menuId}
          parentId={editing.parentId}
          statuses={page.dicts.sys_normal_disable ?? []}
          visibilities={page.dicts.sys_show_hide ?? []}
          onClose={(saved) => {
            setEditing(null);
            crud.reloadAfter(saved);
          }}
        />
      ) : null}
    </CrudView>
  );
}
