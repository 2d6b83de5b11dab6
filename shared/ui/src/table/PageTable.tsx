import { Alert, Button, Table } from 'antd';
import type { TableProps } from 'antd';
import { useAppSelector } from '@dis/shared/store';
import { useUiTranslation } from '../i18n';
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
}

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
  ...tableProps
}: PageTableProps<T>) {
  const { t } = useUiTranslation();
  const device = useAppSelector((s) => s.app.device);
  return (
    <div className={['dis-page-table', className].filter(Boolean).join(' ')}>
      {error ? (
        <Alert
          className="dis-page-table__error"
          type="error"
          showIcon
          title={t('table.loadFailed')}
          description={error}
          action={
            onRetry ? (
              <Button size="small" onClick={onRetry}>
                {t('table.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <Table<T>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
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
