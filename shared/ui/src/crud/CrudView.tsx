import { Suspense, type ReactNode } from 'react';
import type { TableColumnsType, TableProps } from 'antd';
import { PageTable } from '../table/PageTable';
import { RightToolbar } from '../toolbar/RightToolbar';
import { CrudToolbar, type CrudToolbarProps } from './CrudToolbar';
import type { CrudList } from './useCrudList';
import './crud.css';

/** The toolbar buttons of a list (the selection count comes from the list). */
export type CrudActions = Omit<CrudToolbarProps, 'selectedCount' | 'children'>;

export interface CrudViewProps<Row extends object> {
  /** the list (`useCrudList`) */
  crud: Pick<CrudList<object, Row, object>, 'selected' | 'tableProps' | 'toolbarProps' | 'tree'>;
  columns: TableColumnsType<Row>;
  /** the search form, usually `<XSearchForm {...crud.searchForm} />` */
  search?: ReactNode;
  /** 新增 / 修改 / 删除 / 导出; only the round buttons without it */
  actions?: CrudActions;
  className?: string;
  /** the table's `onChange` (sort clicks: `sortHandler`); the pager is the table's own */
  onTableChange?: TableProps<Row>['onChange'];
  /** the page's dialogs; they may load lazily (a Suspense boundary is around them) */
  children?: ReactNode;
}

/**
 * A console list as every page shows it: the search form, the toolbar row (buttons left, round
 * buttons right), the paged table and the page's dialogs.
 */
export function CrudView<Row extends object>({
  crud,
  columns,
  search,
  actions,
  className,
  onTableChange,
  children,
}: CrudViewProps<Row>) {
  const right = <RightToolbar {...crud.toolbarProps(columns)} />;
  const toggleExpand = crud.tree?.toggleExpand;
  return (
    <div className={className}>
      {search}
      {actions || toggleExpand ? (
        <CrudToolbar
          permissionPrefix=""
          onToggleExpand={toggleExpand}
          {...actions}
          selectedCount={crud.selected.length}
        >
          {right}
        </CrudToolbar>
      ) : (
        <div className="dis-crud-toolbar">{right}</div>
      )}
      <PageTable<Row> {...crud.tableProps(columns)} {...(onTableChange ? { onChange: onTableChange } : {})} />
      {children ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
