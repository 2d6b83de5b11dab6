import { lazy, useCallback, useState } from 'react';
import type { SysJob, SysJobFilter } from '@dis/contract';
import { useNavigate } from '@dis/shared';
import { http } from '@dis/shared/request';
import { Can, useCan } from '@dis/shared/store';
import {
  Button,
  CrudView,
  DownOutlined,
  editAction,
  removeAction,
  useCrudPage,
  UnorderedListOutlined,
  type FieldSpec,
  EditorSlot,
} from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import { jobs } from './api';
import './jobPage.css';

/** The page of a job's runs; `0`: every job's (docs/monitor/job.md "The pages"). */
export const jobLogPath = (jobId: number) => `/monitor/job-log/index/${jobId}`;

/** 任务名称 / 任务组名 / 任务状态 searched; 任务编号 … 状态 listed, the status as a switch. */
export const JOB_FIELDS: readonly FieldSpec<SysJob>[] = [
  { name: 'jobName', label: 'job.jobName', search: 'input' },
  { name: 'jobGroup', label: 'job.jobGroup', dict: 'sys_job_group', search: 'select' },
  { name: 'status', label: 'job.status', dict: 'sys_job_status', search: 'select' },
  { name: 'jobId', label: 'job.jobId', column: { align: 'center', width: 90 } },
  { name: 'jobName', label: 'job.jobName', column: { align: 'center', ellipsis: true } },
  { name: 'jobGroup', label: 'job.jobGroup', dict: 'sys_job_group', column: 'tag' },
  { name: 'invokeTarget', label: 'job.invokeTarget', column: { align: 'center', ellipsis: true } },
  { name: 'cronExpression', label: 'job.cronExpression', column: { align: 'center', ellipsis: true } },
  {
    name: 'status',
    label: 'job.status',
    dict: 'sys_job_status',
    column: { kind: 'switch', rowLabel: 'jobName' },
  },
];

const JobDialog = lazy(() => import('./JobDialog'));
const JobDetailDialog = lazy(() => import('./JobDetailDialog'));

/**
 * 定时任务: search, list, add, edit, delete and export jobs; pause / resume with the switch, run
 * once, a job's details and its runs (调度日志).
 */
export default function JobPage() {
  const { t } = useMonitorTranslation();
  const navigate = useNavigate();
  const { hasPermi } = useCan();
  const canRun = hasPermi('monitor:job:changeStatus');
  const canQuery = hasPermi('monitor:job:query');
  const [shown, setShown] = useState<SysJob | null>(null);
  const hideDetail = useCallback(() => setShown(null), []);
  const page = useCrudPage<SysJob, SysJobFilter>({
    api: jobs,
    fields: JOB_FIELDS,
    t,
    editor: true,
    statusSwitch: { name: 'jobName' },
    columnDeps: [canRun, canQuery],
    rowActions: (handlers) => [
      handlers.can.edit && editAction<SysJob>(handlers.editRow),
      handlers.can.remove && removeAction<SysJob>(handlers.removeRow),
      (canRun || canQuery) && {
        key: 'more',
        label: t('job.more'),
        icon: <DownOutlined />,
        onClick: () => undefined,
        menu: [
          canRun && {
            key: 'run',
            label: t('job.runOnce'),
            onClick: (row: SysJob) =>
              void handlers.confirmChange({
                question: t('job.confirmRun', { name: row.jobName }),
                action: () => http.put('/monitor/job/run', { jobId: row.jobId, jobGroup: row.jobGroup }),
                done: t('job.ran'),
              }),
          },
          canQuery && { key: 'detail', label: t('job.detail'), onClick: setShown },
          canQuery && {
            key: 'log',
            label: t('job.log'),
            onClick: (row: SysJob) => navigate(jobLogPath(row.jobId)),
          },
        ],
      },
    ],
  });
  const view = page.view();
  const columns = view.columns.map((column) =>
    column.key === 'jobName' && canQuery
      ? {
          ...column,
          render: (name: string, row: SysJob) => (
            <Button type="link" size="small" className="job-page__name" onClick={() => setShown(row)}>
              {name}
            </Button>
          ),
        }
      : column,
  );
  const extra = (
    <Can perm="monitor:job:query">
      <Button
        color="cyan"
        variant="outlined"
        icon={<UnorderedListOutlined />}
        onClick={() => navigate(jobLogPath(0))}
      >
        {t('job.logs')}
      </Button>
    </Can>
  );
  return (
    <CrudView {...view} columns={columns} actions={{ ...page.actions(), extra }}>
      <EditorSlot editor={page.editor}>
        {(id) => (
          <JobDialog
            jobId={id as number | undefined}
            groups={page.dicts.sys_job_group ?? []}
            statuses={page.dicts.sys_job_status ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
      {shown ? (
        <JobDetailDialog
          jobId={shown.jobId}
          groups={page.dicts.sys_job_group ?? []}
          statuses={page.dicts.sys_job_status ?? []}
          onClose={hideDetail}
        />
      ) : null}
    </CrudView>
  );
}
