import { lazy, useState } from 'react';
import type { OperLogFilter, SysOperLog } from '@dis/contract';
import { useCan } from '@dis/shared/store';
import { CrudView, sortHandler, useCrudPage, withSorting, type FieldSpec, type SortFilters } from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import { LogCheck } from '../../logs/LogCheck';
import { LogClean } from '../../logs/LogClean';
import { operlogs } from './api';

/** RuoYi's order when the page opens and after 重置: the newest operation first. */
export const OPER_DEFAULT_SORT: SortFilters = { orderByColumn: 'operTime', isAsc: 'descending' };
const SORTABLE = ['operName', 'operTime', 'costTime'];
const QUERY_PERMISSION = 'monitor:operlog:query';

/** 操作地址 / 系统模块 / 操作人员 / 类型 / 状态 / 操作时间 searched; 日志编号 … 消耗时间 listed. */
export const OPER_FIELDS: readonly FieldSpec<SysOperLog>[] = [
  { name: 'operIp', label: 'operlog.operIp', search: 'input' },
  { name: 'title', label: 'operlog.title', search: 'input' },
  { name: 'operName', label: 'operlog.operName', search: 'input' },
  { name: 'businessType', label: 'operlog.businessType', dict: 'sys_oper_type', search: 'select' },
  { name: 'status', label: 'operlog.status', dict: 'sys_common_status', search: 'select' },
  { name: 'operTime', label: 'operlog.operTime', search: 'dateRange' },
  { name: 'operId', label: 'operlog.operId', column: { align: 'center', width: 90 } },
  { name: 'title', label: 'operlog.title', column: { align: 'center' } },
  { name: 'businessType', label: 'operlog.operType', dict: 'sys_oper_type', column: 'tag' },
  { name: 'operName', label: 'operlog.operName', column: { align: 'center', width: 120 } },
  { name: 'operIp', label: 'operlog.operIp', column: { align: 'center', ellipsis: true, width: 130 } },
  { name: 'operLocation', label: 'operlog.operLocation', column: { align: 'center', ellipsis: true } },
  { name: 'status', label: 'operlog.operStatus', dict: 'sys_common_status', column: 'tag' },
  { name: 'operTime', label: 'operlog.operDate', column: 'time' },
  { name: 'costTime', label: 'operlog.costTime', column: { align: 'center', width: 110 } },
];

const OperDetailDialog = lazy(() => import('./OperDetailDialog'));

/** 操作日志: what was changed through the console, by whom and how long it took; details, delete, empty, export. */
export default function OperlogPage() {
  const { t } = useMonitorTranslation();
  const mayQuery = useCan().hasPermi(QUERY_PERMISSION);
  const [shown, setShown] = useState<SysOperLog | null>(null);
  const page = useCrudPage<SysOperLog, OperLogFilter>({
    api: operlogs,
    fields: OPER_FIELDS,
    t,
    filters: OPER_DEFAULT_SORT as OperLogFilter,
    actions: ['remove', 'export'],
    columnDeps: [mayQuery],
    rowActions: () => [mayQuery && { key: 'detail', label: t('operlog.detail'), onClick: setShown }],
  });
  const { crud, confirmChange } = page;
  const view = page.view();
  const columns = withSorting(view.columns, SORTABLE, crud.list.filters as SortFilters).map((column) =>
    column.key === 'costTime'
      ? { ...column, render: (value: number | null) => t('operlog.milliseconds', { n: value ?? 0 }) }
      : column,
  );
  const extra = (
    <>
      <LogClean log="operlog" clean={() => operlogs.clean()} confirmChange={confirmChange} />
      <LogCheck path="/monitor/operlog" permission="monitor:operlog:verify" />
    </>
  );
  return (
    <CrudView
      {...view}
      columns={columns}
      actions={{ ...page.actions(), extra }}
      onTableChange={sortHandler(crud.list.search as (patch: SortFilters) => void)}
    >
      {shown ? (
        <OperDetailDialog log={shown} types={page.dicts.sys_oper_type ?? []} onClose={() => setShown(null)} />
      ) : null}
    </CrudView>
  );
}
