import type { LogininforFilter, SysLogininfor } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Can } from '@dis/shared/store';
import {
  Button,
  CrudView,
  sortHandler,
  useCrudPage,
  withSorting,
  type FieldSpec,
  UnlockOutlined,
  type SortFilters,
} from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import { LogCheck } from '../../logs/LogCheck';
import { LogClean } from '../../logs/LogClean';
import { logins } from './api';

/** RuoYi's order when the page opens and after 重置: newest login first. */
export const LOGIN_DEFAULT_SORT: SortFilters = { orderByColumn: 'loginTime', isAsc: 'descending' };
const SORTABLE = ['userName', 'loginTime'];

/** 登录地址 / 用户名称 / 状态 / 登录时间 searched; 访问编号 … 登录日期 listed. */
export const LOGIN_FIELDS: readonly FieldSpec<SysLogininfor>[] = [
  { name: 'ipaddr', label: 'logininfor.ipaddr', search: 'input' },
  { name: 'userName', label: 'logininfor.userName', search: 'input' },
  { name: 'status', label: 'logininfor.status', dict: 'sys_common_status', search: 'select' },
  { name: 'loginTime', label: 'logininfor.loginTime', search: 'dateRange' },
  { name: 'infoId', label: 'logininfor.infoId', column: { align: 'center', width: 90 } },
  { name: 'userName', label: 'logininfor.userName', column: { align: 'center' } },
  { name: 'ipaddr', label: 'logininfor.ipaddr', column: { align: 'center', ellipsis: true } },
  { name: 'loginLocation', label: 'logininfor.loginLocation', column: { align: 'center', ellipsis: true } },
  { name: 'browser', label: 'logininfor.browser', column: { align: 'center', ellipsis: true } },
  { name: 'os', label: 'logininfor.os', column: { align: 'center' } },
  { name: 'status', label: 'logininfor.loginStatus', dict: 'sys_common_status', column: 'tag' },
  { name: 'msg', label: 'logininfor.msg', column: { align: 'center', ellipsis: true } },
  { name: 'loginTime', label: 'logininfor.loginDate', column: 'time' },
];

/** 登录日志: who logged in (or failed to) when and from where; delete, empty, unlock, export. */
export default function LogininforPage() {
  const { t } = useMonitorTranslation();
  const page = useCrudPage<SysLogininfor, LogininforFilter>({
    api: logins,
    fields: LOGIN_FIELDS,
    t,
    filters: LOGIN_DEFAULT_SORT as LogininforFilter,
    actions: ['remove', 'export'],
    rowActions: () => [],
  });
  const { crud, confirmChange } = page;
  const view = page.view();
  const selectedUser = crud.selectedRows.length === 1 ? crud.selectedRows[0]!.userName : null;
  const extra = (
    <>
      <LogClean log="logininfor" clean={() => logins.clean()} confirmChange={confirmChange} />
      <Can perm="monitor:logininfor:unlock">
        <Button
          type="primary"
          ghost
          icon={<UnlockOutlined />}
          disabled={!selectedUser}
          onClick={() =>
            selectedUser &&
            void confirmChange({
              question: t('logininfor.confirmUnlock', { user: selectedUser }),
              action: () => http.get(`/monitor/logininfor/unlock/${encodeURIComponent(selectedUser)}`),
              done: t('logininfor.unlocked', { user: selectedUser }),
            })
          }
        >
          {t('logininfor.unlock')}
        </Button>
      </Can>
      <LogCheck path="/monitor/logininfor" permission="monitor:logininfor:verify" />
    </>
  );
  return (
    <CrudView
      {...view}
      columns={withSorting(view.columns, SORTABLE, crud.list.filters as SortFilters)}
      actions={{ ...page.actions(), extra }}
      onTableChange={sortHandler(crud.list.search as (patch: SortFilters) => void)}
    />
  );
}
