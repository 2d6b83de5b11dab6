import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { uiText } from '../i18n';
import './crud.css';

/** The key of the actions column (the column picker leaves it out). */
export const ACTIONS_COLUMN_KEY = 'actions';

/** One link button of a row's actions column. */
export interface RowAction<Row> {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  onClick: (row: Row) => void;
  /** whether the row offers this action (default every row): 部门管理 has no 删除 on the root */
  shownFor?: (row: Row) => boolean;
}

/** A row action, or nothing when the user may not (`canEdit && editAction(…)`). */
export type MaybeRowAction<Row> = RowAction<Row> | false | null | undefined;

/** 修改: the row's edit link. */
export function editAction<Row>(onClick: (row: Row) => void): RowAction<Row> {
  return { key: 'edit', label: uiText('crud.edit'), icon: <EditOutlined />, onClick };
}

/** 删除: the row's delete link (red). */
export function removeAction<Row>(onClick: (row: Row) => void): RowAction<Row> {
  return { key: 'remove', label: uiText('crud.remove'), icon: <DeleteOutlined />, danger: true, onClick };
}

/**
 * The columns with an 操作 column at the right holding the given row actions as small link
 * buttons; the columns alone when the user may do none of them.
 * Build the columns in a `useMemo` that depends on the page's `t`, so the words follow the language.
 */
export function withActionsColumn<Row>(
  columns: TableColumnsType<Row>,
  actions: ReadonlyArray<MaybeRowAction<Row>>,
  title: ReactNode = uiText('crud.actions'),
): TableColumnsType<Row> {
  const allowed = actions.filter((action): action is RowAction<Row> => Boolean(action));
  if (allowed.length === 0) return columns;
  return [
    ...columns,
    {
      key: ACTIONS_COLUMN_KEY,
      title,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row: Row) => (
        <span className="dis-row-actions">
          {allowed
            .filter((action) => action.shownFor?.(row) ?? true)
            .map((action) => (
              <Button
                key={action.key}
                type="link"
                size="small"
                danger={action.danger}
                icon={action.icon}
                onClick={() => action.onClick(row)}
              >
                {action.label}
              </Button>
            ))}
        </span>
      ),
    },
  ];
}
