import { useState } from 'react';
import { Table } from 'antd';
import { LoadFailed } from '../feedback/LoadFailed';
import type { TableProps } from 'antd';
import { useAppSelector } from '@dis/shared/store';
import { nextPageState, pagerCountFor } from './pagination';
import { Pager } from './Pager';
import './pageTable.css';

export interface PageTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource' | 'loading'> {
  rows: readonly T[];
  total: number;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number, pageSize: number) => void;
  loading?: boolean;
  /** message of the last failed load; shown above the table with a retry button */
  error?: string | null;
  onRetry?: () => void;
  /** false: no pager (a tree shows every row) */
  pager?: boolean;
  /**
   * the header cells' right edges drag a keyed column's width: reported with the other keyed
   * columns' widths as they are, so the table keeps its shape
   */
  onColumnResize?: (widths: Record<string, number>) => void;
}

type ResizeKit = typeof import('./resizableHeader');

/**
 * The console's list table: antd Table with the console's pager (total, sizes 10/20/30/50, 7 page
 * numbers or 5 on a phone, jumper; hidden when there is nothing to page) and an error line.
 */
export function PageTable<T extends object>({
  rows,
  total,
  pageNum,
  pageSize,
  onPageChange,
  loading = false,
  error,
  onRetry,
  pager = true,
  className,
  onColumnResize,
  ...tableProps
}: PageTableProps<T>) {
  const device = useAppSelector((s) => s.app.device);
  // the resizable headers load when the pointer first reaches the header (not on the first view)
  const [resize, setResize] = useState<ResizeKit | null>(null);
  const arm =
    onColumnResize && !resize
      ? (event: { target: EventTarget }) => {
          if ((event.target as Element).closest?.('thead'))
            void import('./resizableHeader').then((kit) => setResize(() => kit));
        }
      : undefined;
  const resizing = onColumnResize && resize;
  return (
    <div
      className={['dis-page-table', className].filter(Boolean).join(' ')}
      onPointerOver={arm}
      onFocus={arm}
    >
      {error ? <LoadFailed className="dis-page-table__error" reason={error} onRetry={onRetry} /> : null}
      <Table<T>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
        {...(resizing
          ? {
              columns: resize.resizableColumns(tableProps.columns ?? [], onColumnResize),
              components: {
                ...tableProps.components,
                header: { ...tableProps.components?.header, cell: resize.ResizableHeaderCell },
              },
            }
          : {})}
        dataSource={rows as T[]}
        loading={loading}
        pagination={false}
      />
      {pager && total > 0 ? (
        <Pager
          total={total}
          pageNum={pageNum}
          pageSize={pageSize}
          pagerCount={pagerCountFor(device)}
          onChange={(page, size) => {
            const next = nextPageState({ pageNum, pageSize }, page, size, total);
            onPageChange(next.pageNum, next.pageSize);
          }}
        />
      ) : null}
    </div>
  );
}
