import { lazy, useState } from 'react';
import type { SysUser } from '@dis/shared';
import { useNavigate } from '@dis/shared';
import { useCan } from '@dis/shared/store';
import {
  Button,
  confirmAction,
  CrudView,
  EditorSlot,
  filtersOf,
  DownOutlined,
  editAction,
  removeAction,
  useCrudPage,
  type FieldSpec,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { resetTotp, users } from './api';
import { DeptPanelHandle, useDeptPanel } from './DeptPanelHandle';
import { DeptTreePanel } from './DeptTreePanel';
import type { ConsoleFilters, UserFilter } from '@dis/contract';
import './userPage.css';

/** 用户名称, 手机号码, 状态, 创建时间 searched; every column can be hidden with the column picker. */
export const USER_FIELDS: readonly FieldSpec<SysUser>[] = [
  { name: 'userId', label: 'user.userId', column: { align: 'center' } },
  { name: 'userName', label: 'user.userName', search: 'input', column: { ellipsis: true } },
  { name: 'nickName', label: 'user.nickName', column: { ellipsis: true } },
  { name: 'deptName', label: 'user.dept', column: { dataIndex: ['dept', 'deptName'], ellipsis: true } },
  { name: 'phonenumber', label: 'user.phonenumber', search: 'input', column: { width: 130 } },
  {
    name: 'status',
    label: 'user.status',
    dict: 'sys_normal_disable',
    search: 'select',
    column: { kind: 'switch', rowLabel: 'userName' },
  },
  { name: 'createTime', label: 'user.createTime', search: 'dateRange', column: 'time' },
];

/** The dialogs load (with antd's Form, Modal and Upload) only when first opened. */
const UserDialog = lazy(() => import('./UserDialog'));
const ResetPwdDialog = lazy(() => import('./ResetPwdDialog'));
const ImportDialog = lazy(() => import('./ImportDialog'));
const UserDetail = lazy(() => import('./UserDetail'));

/** The path of 分配角色 (a hidden menu of the seed; the role module builds that page). */
export const authRolePath = (userId: number) => `/system/user-auth/role/${userId}`;

/**
 * 用户管理: the department tree, the search form and the paged user list; 新增 / 修改 / 删除 /
 * 导入 / 导出, the status switch, 重置密码 and 分配角色, each with its permission.
 */
export default function UserPage() {
  const { t } = useSystemTranslation();
  const navigate = useNavigate();
  const { hasPermi } = useCan();
  const canReset = hasPermi('system:user:resetPwd');
  const canGrant = hasPermi('system:user:edit');
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const [importing, setImporting] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const deptPanel = useDeptPanel();
  // the tree is read again after a change (a user moved, added or removed)
  const [treeVersion, setTreeVersion] = useState(0);
  const page = useCrudPage<SysUser, ConsoleFilters<UserFilter>>({
    api: users,
    fields: USER_FIELDS,
    t,
    editor: true,
    actions: ['add', 'edit', 'remove', 'export'],
    statusSwitch: { name: 'userName' },
    dicts: ['sys_user_sex'],
    columnDeps: [canReset, canGrant],
    // the super admin's row offers nothing: nobody may change it
    rowActions: (handlers) => {
      const notAdmin = (row: SysUser) => row.userId !== 1;
      return [
        handlers.can.edit && { ...editAction<SysUser>(handlers.editRow), visible: notAdmin },
        handlers.can.remove && { ...removeAction<SysUser>(handlers.removeRow), visible: notAdmin },
        (canReset || canGrant) && {
          key: 'more',
          label: t('user.more'),
          icon: <DownOutlined />,
          visible: notAdmin,
          onClick: () => undefined,
          menu: [
            canReset && {
              key: 'resetPwd',
              label: t('user.resetPwd'),
              onClick: (row: SysUser) => setResetting(row),
            },
            canReset && {
              key: 'resetTotp',
              label: t('user.resetTotp'),
              // docs/security.md "Two-factor sign-in"
              onClick: (row: SysUser) =>
                void confirmAction({
                  question: t('user.resetTotpConfirm', { userName: row.userName }),
                  action: () => resetTotp(row.userId),
                  done: t('user.resetTotpDone'),
                }),
            },
            canGrant && {
              key: 'authRole',
              label: t('user.authRole'),
              onClick: (row: SysUser) => navigate(authRolePath(row.userId)),
            },
          ],
        },
      ];
    },
  });
  const { crud } = page;
  const view = page.view({ onImport: () => setImporting(true) });
  // the user name opens 用户信息详情 (read with system:user:query)
  const columns = view.columns.map((column) =>
    column.key === 'userName' && page.can.query
      ? {
          ...column,
          render: (_: unknown, row: SysUser) => (
            <Button type="link" size="small" className="link-type" onClick={() => setDetail(row.userId)}>
              {row.userName}
            </Button>
          ),
        }
      : column,
  );
  const afterChange = (saved: boolean) => {
    if (saved) setTreeVersion((version) => version + 1);
  };
  return (
    <div
      className={deptPanel.collapsed ? 'user-page user-page--collapsed' : 'user-page'}
      style={{ gridTemplateColumns: `${deptPanel.collapsed ? 0 : deptPanel.width}px 16px minmax(0, 1fr)` }}
    >
      <DeptTreePanel
        key={treeVersion}
        hidden={deptPanel.collapsed}
        selectedDeptId={crud.list.filters.deptId}
        onSelect={(deptId) =>
          crud.list.search({
            ...filtersOf<ConsoleFilters<UserFilter>>(USER_FIELDS, crud.search.values),
            deptId,
          })
        }
      />
      <DeptPanelHandle panel={deptPanel} />
      <CrudView className="user-page__list" {...view} columns={columns}>
        <EditorSlot editor={page.editor}>
          {(userId) => (
            <UserDialog
              userId={userId as number | undefined}
              statuses={page.dicts.sys_normal_disable ?? []}
              sexes={page.dicts.sys_user_sex ?? []}
              onClose={(saved) => {
                afterChange(saved);
                page.closeEditor(saved);
              }}
            />
          )}
        </EditorSlot>
        {detail !== null ? (
          <UserDetail
            userId={detail}
            statuses={page.dicts.sys_normal_disable ?? []}
            sexes={page.dicts.sys_user_sex ?? []}
            onClose={() => setDetail(null)}
          />
        ) : null}
        {resetting ? <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} /> : null}
        {importing ? (
          <ImportDialog
            onClose={(imported) => {
              setImporting(false);
              afterChange(imported);
              crud.reloadAfter(imported);
            }}
          />
        ) : null}
      </CrudView>
    </div>
  );
}
