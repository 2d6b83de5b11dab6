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
import { confirmAndRemove, confirmAndSave, exportList } from '../common/deskActions';
import { useDeskTranslation } from '../i18n';
import { JOB_URL, listJobs, saveJob, withStatus } from './api';
import { toJobFilters } from './filters';
import { jobColumns } from './jobColumns';
import { JobSearchForm } from './JobSearchForm';
import type { Job, JobFilters, JobSearchValues } from './types';
import '../common/desk.css';

/** The editing dialog loads (with antd's Form) only when it is first opened. */
const JobDialog = lazy(() => import('./JobDialog'));

/** 招聘管理: search, list, open or close, add, edit, delete and export the site's job postings. */
export default function JobPage() {
  const { t } = useDeskTranslation();
  const { hasPermi } = useCan();
  const search = useSearchForm<JobSearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns('marketing-job-columns');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<{ jobId?: number } | null>(null);
  const dicts = useDicts('mkt_content_lang', 'mkt_job_status');
  const list = useListQuery<JobFilters, Job>({ filters: {}, fetch: listJobs });

  const reloadAfter = (changed: boolean) => {
    if (!changed) return;
    setSelected([]);
    list.reload();
  };
  const remove = async (ids: number[]) =>
    reloadAfter(await confirmAndRemove(t, JOB_URL, ids, t('job.confirmRemove', { ids: ids.join(',') })));
  const toggleStatus = async (row: Job) => {
    const open = row.status !== '0';
    const saved = await confirmAndSave(
      t,
      t(open ? 'job.confirmOpen' : 'job.confirmClose', { title: row.title }),
      () => saveJob(withStatus(row, open ? '0' : '1')),
      t(open ? 'job.opened' : 'job.closed'),
    );
    reloadAfter(saved);
  };

  const canEdit = hasPermi('marketing:job:edit');
  const canRemove = hasPermi('marketing:job:remove');
  const columns = useMemo(
    () =>
      jobColumns({
        t,
        languages: dicts.mkt_content_lang,
        statuses: dicts.mkt_job_status,
        canEdit,
        canRemove,
        onEdit: (row) => setDialog({ jobId: row.jobId }),
        onRemove: (row) => void remove([row.jobId]),
        onToggleStatus: (row) => void toggleStatus(row),
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

  return (
    <div className="desk-page">
      <JobSearchForm
        search={search}
        visible={showSearch}
        languages={dicts.mkt_content_lang}
        statuses={dicts.mkt_job_status}
        onSearch={(values) => list.search(toJobFilters(values))}
        onReset={list.reset}
      />
      <DeskToolbar
        permissionPrefix="marketing:job"
        selectedCount={selected.length}
        onAdd={() => setDialog({})}
        onEdit={() => setDialog({ jobId: selected[0] })}
        onRemove={() => void remove(selected)}
        onExport={() => void exportList(JOB_URL, list.filters, 'job')}
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
      <PageTable<Job>
        rowKey="jobId"
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
      {dialog ? (
        <Suspense fallback={null}>
          <JobDialog
            jobId={dialog.jobId}
            languages={dicts.mkt_content_lang}
            statuses={dicts.mkt_job_status}
            onClose={(saved) => {
              setDialog(null);
              reloadAfter(saved);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
