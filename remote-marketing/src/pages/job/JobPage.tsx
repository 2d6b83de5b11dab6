import { lazy } from 'react';
import { CrudView, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { ConsoleFilters, Job, JobFilter } from '@dis/contract';
import { jobs } from './api';
import type { JobInput } from './jobForm';
import '../../desk/desk.css';

/** 职位名称, 工作城市, 内容语言, 招聘状态, 创建时间 searched; the status is an open/closed switch. */
const JOB_FIELDS: readonly FieldSpec<Job>[] = [
  { name: 'jobId', label: 'job.jobId', column: { align: 'center', width: 90 } },
  { name: 'title', label: 'job.title', search: 'input', column: { ellipsis: true } },
  { name: 'city', label: 'job.city', search: 'input', column: { align: 'center' } },
  { name: 'department', label: 'job.department', column: { ellipsis: true } },
  { name: 'headcount', label: 'job.headcount', column: { align: 'center' } },
  { name: 'lang', label: 'common.contentLang', dict: 'mkt_content_lang', search: 'select', column: 'tag' },
  {
    name: 'status',
    label: 'job.status',
    dict: 'mkt_job_status',
    search: 'select',
    column: { kind: 'switch', rowLabel: 'title' },
  },
  { name: 'publishTime', label: 'job.publishTime', column: 'time' },
  { name: 'createTime', label: 'common.createTime', search: 'dateRange' },
];

/** A posting as it is, with another status. */
function withStatus(
  { jobId, title, city, department, headcount, description, requirements, lang }: Job,
  status: Job['status'],
): JobInput {
  return { jobId, title, city, department, headcount, description, requirements, lang, status };
}

/** The editing dialog loads (with antd's Form) only when it is first opened. */
const JobDialog = lazy(() => import('./JobDialog'));

/** 招聘管理: search, list, open or close, add, edit, delete and export the site's job postings. */
export default function JobPage() {
  const { t } = useDeskTranslation();
  const page = useCrudPage<Job, ConsoleFilters<JobFilter>>({
    api: jobs,
    fields: JOB_FIELDS,
    t,
    editor: true,
    toolbarClassName: 'desk-toolbar',
    onSwitch: (row) => {
      const open = row.status !== '0';
      return {
        question: t(open ? 'job.confirmOpen' : 'job.confirmClose', { title: row.title }),
        action: () => jobs.save(withStatus(row, open ? '0' : '1')),
        done: t(open ? 'job.opened' : 'job.closed'),
      };
    },
  });
  const { dicts, editor } = page;
  return (
    <CrudView className="desk-page" {...page.view()}>
      <EditorSlot editor={editor}>
        {(id) => (
          <JobDialog
            jobId={id as number | undefined}
            languages={dicts.mkt_content_lang ?? []}
            statuses={dicts.mkt_job_status ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
    </CrudView>
  );
}
