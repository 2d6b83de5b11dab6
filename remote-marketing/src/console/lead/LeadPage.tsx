import { lazy, Suspense, useMemo, useState } from 'react';
import { useCan } from '@dis/shared/store';
import {
  PageTable,
  RightToolbar,
  useDicts,
  useHiddenColumns,
  useListQuery,
  useSearchForm,
  visibleColumns,
} from '@dis/ui';
import { DeskToolbar } from '../common/DeskToolbar';
import { confirmAndRemove, exportList } from '../common/deskActions';
import { useDeskTranslation } from '../i18n';
import { LEAD_URL, listLeads } from './api';
import { toLeadFilters } from './filters';
import { leadColumns } from './leadColumns';
import { LeadSearchForm } from './LeadSearchForm';
import type { Lead, LeadFilters, LeadSearchValues } from './types';
import '../common/desk.css';
import './lead.css';

/** The follow-up dialog loads (with antd's Form) only when it is first opened. */
const FollowUpDialog = lazy(() => import('./FollowUpDialog'));

/** 试用申请: the requests visitors sent; search, follow up, delete and export them (no adding). */
export default function LeadPage() {
  const { t } = useDeskTranslation();
  const { hasPermi } = useCan();
  const search = useSearchForm<LeadSearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns('marketing-lead-columns');
  const [selected, setSelected] = useState<number[]>([]);
  const [following, setFollowing] = useState<Lead | null>(null);
  const dicts = useDicts('mkt_lead_status', 'mkt_lead_source');
  const list = useListQuery<LeadFilters, Lead>({ filters: {}, fetch: listLeads });

  const reloadAfter = (changed: boolean) => {
    if (!changed) return;
    setSelected([]);
    list.reload();
  };
  const remove = async (ids: number[]) =>
    reloadAfter(await confirmAndRemove(t, LEAD_URL, ids, t('lead.confirmRemove', { ids: ids.join(',') })));

  const canEdit = hasPermi('marketing:lead:edit');
  const canRemove = hasPermi('marketing:lead:remove');
  const columns = useMemo(
    () =>
      leadColumns({
        t,
        statuses: dicts.mkt_lead_status,
        sources: dicts.mkt_lead_source,
        canEdit,
        canRemove,
        onFollowUp: setFollowing,
        onRemove: (row) => void remove([row.leadId]),
      }),
    // the handlers read the current list through closures that do not change its shape
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dicts, canEdit, canRemove],
  );
  const pickerColumns = useMemo(
    () =>
      columns
        .filter((c) => c.key !== 'actions')
        .map((c) => ({ key: String(c.key), title: c.title as string })),
    [columns],
  );
  const selectedLead = list.rows.find((row) => row.leadId === selected[0]);

  return (
    <div className="desk-page">
      <LeadSearchForm
        search={search}
        visible={showSearch}
        statuses={dicts.mkt_lead_status}
        sources={dicts.mkt_lead_source}
        onSearch={(values) => list.search(toLeadFilters(values))}
        onReset={list.reset}
      />
      <DeskToolbar
        permissionPrefix="marketing:lead"
        selectedCount={selected.length}
        onEdit={() => selectedLead && setFollowing(selectedLead)}
        editLabel={t('lead.handle')}
        onRemove={() => void remove(selected)}
        onExport={() => void exportList(LEAD_URL, list.filters, 'lead')}
      >
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch((shown) => !shown)}
          onRefresh={list.reload}
          columns={pickerColumns}
          hiddenColumns={hiddenColumns}
          onHiddenColumnsChange={setHiddenColumns}
        />
      </DeskToolbar>
      <PageTable<Lead>
        rowKey="leadId"
        columns={visibleColumns(columns, hiddenColumns)}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        rows={list.rows}
        total={list.total}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPageChange={list.changePage}
      />
      {following ? (
        <Suspense fallback={null}>
          <FollowUpDialog
            lead={following}
            statuses={dicts.mkt_lead_status}
            sources={dicts.mkt_lead_source}
            onClose={(saved) => {
              setFollowing(null);
              reloadAfter(saved);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
