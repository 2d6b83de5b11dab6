import type { ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Tooltip } from 'antd';
import { ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { useUiTranslation } from '../i18n';
import './rightToolbar.css';

export interface ToolbarColumn {
  key: string;
  title: ReactNode;
}

export interface RightToolbarProps {
  /** whether the search form is shown; the toggle is offered when `onToggleSearch` is given */
  showSearch?: boolean;
  onToggleSearch?: () => void;
  onRefresh: () => void;
  /** the table's columns for the column picker (offered when `onHiddenColumnsChange` is given) */
  columns?: readonly ToolbarColumn[];
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (keys: string[]) => void;
}

function ColumnPicker({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly ToolbarColumn[];
  hidden: readonly string[];
  onChange: (keys: string[]) => void;
}) {
  const { t } = useUiTranslation();
  const shown = columns.filter((column) => !hidden.includes(column.key)).length;
  return (
    <div className="dis-column-picker">
      <div className="dis-column-picker__all">
        <Checkbox
          checked={shown === columns.length}
          indeterminate={shown > 0 && shown < columns.length}
          onChange={(event) => onChange(event.target.checked ? [] : columns.map((column) => column.key))}
        >
          {t('toolbar.allColumns')}
        </Checkbox>
      </div>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) =>
            onChange(
              event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key],
            )
          }
        >
          {column.title}
        </Checkbox>
      ))}
    </div>
  );
}

/** The round buttons at the right of a list's toolbar: search form toggle, refresh, column picker. */
export function RightToolbar({
  showSearch = true,
  onToggleSearch,
  onRefresh,
  columns = [],
  hiddenColumns = [],
  onHiddenColumnsChange,
}: RightToolbarProps) {
  const { t } = useUiTranslation();
  const searchLabel = showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch');
  return (
    <div className="dis-right-toolbar">
      {onToggleSearch ? (
        <Tooltip title={searchLabel}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={searchLabel}
            onClick={onToggleSearch}
          />
        </Tooltip>
      ) : null}
      <Tooltip title={t('toolbar.refresh')}>
        <Button
          shape="circle"
          icon={<ReloadOutlined />}
          aria-label={t('toolbar.refresh')}
          onClick={onRefresh}
        />
      </Tooltip>
      {onHiddenColumnsChange && columns.length > 0 ? (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          popupRender={() => (
            <ColumnPicker columns={columns} hidden={hiddenColumns} onChange={onHiddenColumnsChange} />
          )}
        >
          <Button
            shape="circle"
            icon={<TableOutlined />}
            aria-label={t('toolbar.columns')}
            title={t('toolbar.columns')}
          />
        </Dropdown>
      ) : null}
    </div>
  );
}
