import { lazy, useMemo } from 'react';
import { CrudView, useDicts } from '@dis/ui';
import { useDeskList } from '../../desk/useDeskList';
import { useDeskTranslation } from '../../desk/i18n';
import { JOB_URL, listJobs, saveJob, withStatus } from './api';
import { toJobFilters } from './filters';
import { jobColumns } from './jobColumns';
import { JobSearchForm } from './JobSearchForm';
import type { Job, JobFilters, JobSearchValues } from './types';
import '../../desk/desk.css';

/** The editing dialog loads (with antd's Form) only when it is first opened. */
const JobDialog = lazy(() => import('./JobDialog'));

/** 招聘管理: search, list, open or close, add, edit, delete and export the site's job postings. */
export default function JobPage() {
  const { t } = useDeskTranslation();
  const desk = useDeskList<JobFilters, Job, JobSearchValues>({
    name: 'job',
    url: JOB_URL,
    fetch: listJobs,
    rowKey: 'jobId',
    toFilters: toJobFilters,
    editor: true,
  });
  const { crud, can, editor } = desk;
  const dicts = useDicts('mkt_content_lang', 'mkt_job_status');
  const choices = { languages: dicts.mkt_content_lang, statuses: dicts.mkt_job_status };

  const toggleStatus = (row: Job) => {
    const open = row.status !== '0';
    return desk.confirmChange({
      question: t(open ? 'job.confirmOpen' : 'job.confirmClose', { title: row.title }),
      action: () => saveJob(withStatus(row, open ? '0' : '1')),
      done: t(open ? 'job.opened' : 'job.closed'),
    });
  };

  const columns = useMemo(
    () =>
      jobColumns({
        t,
        ...choices,
        can,
        onEdit: desk.editRow,
        onRemove: desk.removeRow,
        onToggleStatus: (row) => void toggleStatus(row),
      }),
    // the handlers only reach stable callbacks of the list
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dicts, can],
  );

  return (
    <CrudView
      className="desk-page"
      crud={crud}
      columns={columns}
      search={<JobSearchForm {...crud.searchForm} {...choices} />}
      actions={desk.actions()}
    >
      {editor ? <JobDialog jobId={editor.id} {...choices} onClose={desk.closeEditor} /> : null}
    </CrudView>
  );
}
