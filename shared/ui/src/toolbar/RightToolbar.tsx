import type { ReactNode } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import { ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import type { ColumnPrefs } from '@dis/contract';
import { useUiTranslation } from '../i18n';
import { lazyComponent } from '../lazy/lazyComponent';
import './rightToolbar.css';

// the panel loads when 列显隐 first opens (the list's first view does not carry it)
const ColumnPanel = lazyComponent(() => import('./ColumnPanel').then((m) => m.default));

export interface ToolbarColumn {
  key: string;
  title: ReactNode;
}

export interface RightToolbarProps {
  /** whether the search form is shown; the toggle is offered when `onToggleSearch` is given */
  showSearch?: boolean;
  onToggleSearch?: () => void;
  onRefresh: () => void;
  /**
   * the table's columns in their default order, for the column picker (offered when
   * `onHiddenColumnsChange` or `onColumnPrefsChange` is given)
   */
  columns?: readonly ToolbarColumn[];
  /** hiding only: the hidden keys and their change */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (keys: string[]) => void;
  /** the staff member's column preferences: the picker then also moves columns and offers 重置 */
  columnPrefs?: ColumnPrefs | null;
  onColumnPrefsChange?: (next: ColumnPrefs | null) => void;
}

/**
 * The round buttons at the right of a list's toolbar: search form toggle, refresh, column picker
 * (show, order, reset).
 */
export function RightToolbar({
  showSearch = true,
  onToggleSearch,
  onRefresh,
  columns = [],
  hiddenColumns = [],
  onHiddenColumnsChange,
  columnPrefs = null,
  onColumnPrefsChange,
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
      {(onHiddenColumnsChange || onColumnPrefsChange) && columns.length > 0 ? (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          popupRender={() => (
            <ColumnPanel
              columns={columns}
              hidden={hiddenColumns}
              onChange={onHiddenColumnsChange}
              prefs={columnPrefs}
              onPrefsChange={onColumnPrefsChange}
            />
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
