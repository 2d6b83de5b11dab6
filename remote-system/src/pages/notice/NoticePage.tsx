import { lazy, useMemo, useState } from 'react';
import type { NoticeFilter, SysNotice } from '@dis/contract';
import {
  Button,
  CrudView,
  editAction,
  NoticeDetail,
  removeAction,
  TeamOutlined,
  useCrudPage,
  type FieldSpec,
  EditorSlot,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { notices } from './api';
import { dayOf } from './noticeForm';

/** 公告标题 / 操作人员 / 类型 searched; 序号 … 创建时间 listed (docs/system/notice.md). */
export const NOTICE_FIELDS: readonly FieldSpec<SysNotice>[] = [
  { name: 'noticeId', label: 'notice.noticeId', column: { align: 'center', width: 80 } },
  { name: 'noticeTitle', label: 'notice.noticeTitle', search: 'input', column: { ellipsis: true } },
  { name: 'createBy', label: 'notice.operator', search: 'input' },
  {
    name: 'noticeType',
    label: 'notice.noticeType',
    dict: 'sys_notice_type',
    search: 'select',
    column: { kind: 'tag', align: 'center', width: 110 },
  },
  {
    name: 'status',
    label: 'notice.status',
    dict: 'sys_notice_status',
    column: { kind: 'tag', align: 'center', width: 100 },
  },
  { name: 'createBy', label: 'notice.createBy', column: { align: 'center', width: 110 } },
  { name: 'createTime', label: 'notice.createTime', column: { align: 'center', width: 120 } },
];

/** The dialogs load (with antd's Form and the table) only when first opened. */
const NoticeDialog = lazy(() => import('./NoticeDialog'));
const ReadUsersDialog = lazy(() => import('./ReadUsersDialog'));

/**
 * 通知公告: search, list, add, edit and delete the notices; a title opens 公告详情 (as the navbar
 * bell does) and 阅读用户 shows who has read one.
 */
export default function NoticePage() {
  const { t } = useSystemTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const [readers, setReaders] = useState<SysNotice | null>(null);
  const page = useCrudPage<SysNotice, NoticeFilter>({
    api: notices,
    fields: NOTICE_FIELDS,
    t,
    editor: true,
    actions: ['add', 'edit', 'remove'],
    dicts: ['sys_notice_status'],
    rowActions: ({ can, editRow, removeRow }) => [
      { key: 'readers', label: t('notice.readUsers'), icon: <TeamOutlined />, onClick: setReaders },
      can.edit && editAction(editRow),
      can.remove && removeAction(removeRow),
    ],
  });
  const view = page.view();
  const columns = useMemo(
    () =>
      view.columns.map((column) => {
        if (column.key === 'noticeTitle')
          return {
            ...column,
            render: (title: string, row: SysNotice) => (
              <Button
                type="link"
                size="small"
                className="notice-title-link"
                onClick={() => setShown(row.noticeId)}
              >
                {title}
              </Button>
            ),
          };
        if (column.key === 'createTime') return { ...column, render: (time: string | null) => dayOf(time) };
        return column;
      }),
    [view.columns],
  );
  const { dicts, editor } = page;
  return (
    <CrudView {...view} columns={columns}>
      <EditorSlot editor={editor}>
        {(id) => (
          <NoticeDialog
            noticeId={id as number | undefined}
            types={dicts.sys_notice_type ?? []}
            statuses={dicts.sys_notice_status ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
      {readers ? <ReadUsersDialog notice={readers} onClose={() => setReaders(null)} /> : null}
      {shown === null ? null : <NoticeDetail noticeId={shown} onClose={() => setShown(null)} />}
    </CrudView>
  );
}
