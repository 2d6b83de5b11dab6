import { lazy, useEffect, useState } from 'react';
import type { SysJob, SysJobLog, SysJobLogFilter } from '@dis/contract';
import { useLocation, useNavigate, useParams } from '@dis/shared';
import { http } from '@dis/shared/request';
import { Can, useAppDispatch, useCan, viewDeleted } from '@dis/shared/store';
import { Button, CloseOutlined, CrudView, DeleteOutlined, Spin, useCrudPage, type FieldSpec } from '@dis/ui';
import { useMonitorTranslation } from '../../../i18n';
import { jobLogs } from './api';

/** 任务名称 / 任务组名 / 执行状态 / 执行时间 searched; 日志编号 … 执行时间 listed. */
export const JOB_LOG_FIELDS: readonly FieldSpec<SysJobLog>[] = [
  { name: 'jobName', label: 'jobLog.jobName', search: 'input' },
  { name: 'jobGroup', label: 'jobLog.jobGroup', dict: 'sys_job_group', search: 'select' },
  { name: 'status', label: 'jobLog.status', dict: 'sys_common_status', search: 'select' },
  { name: 'createTime', label: 'jobLog.createTime', search: 'dateRange' },
  { name: 'jobLogId', label: 'jobLog.jobLogId', column: { align: 'center', width: 90 } },
  { name: 'jobName', label: 'jobLog.jobName', column: { align: 'center', ellipsis: true } },
  { name: 'jobGroup', label: 'jobLog.jobGroup', dict: 'sys_job_group', column: 'tag' },
  { name: 'invokeTarget', label: 'jobLog.invokeTarget', column: { align: 'center', ellipsis: true } },
  { name: 'jobMessage', label: 'jobLog.jobMessage', column: { align: 'center', ellipsis: true } },
  { name: 'status', label: 'jobLog.status', dict: 'sys_common_status', column: 'tag' },
  { name: 'createTime', label: 'jobLog.createTime', column: 'time' },
];

const JobLogDetailDialog = lazy(() => import('./JobLogDetailDialog'));

const JOBS_PATH = '/monitor/job';

/**
 * 调度日志 (`/monitor/job-log/index/:jobId`): the runs of one job (its name and group filled in
 * the search) or, with id 0, of every job; detail, delete, 清空, export and 关闭 back to the jobs.
 */
export default function JobLogPage() {
  const jobId = Number(useParams().jobId ?? 0);
  const [job, setJob] = useState<SysJob | null | undefined>(jobId > 0 ? undefined : null);
  useEffect(() => {
    if (!(jobId > 0)) return;
    let live = true;
    // an unknown job (deleted meanwhile): every run is listed, as with id 0
    http.get<{ data: SysJob }>(`/monitor/job/${jobId}`, undefined, { silent: true }).then(
      (answer) => live && setJob(answer.data),
      () => live && setJob(null),
    );
    return () => {
      live = false;
    };
  }, [jobId]);
  if (job === undefined) return <Spin />;
  return <JobLogList key={job?.jobId ?? 0} job={job} />;
}

function JobLogList({ job }: { job: SysJob | null }) {
  const { t } = useMonitorTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const mayQuery = useCan().hasPermi('monitor:job:query');
  const [shown, setShown] = useState<SysJobLog | null>(null);
  const ofJob = job ? ({ jobName: job.jobName, jobGroup: job.jobGroup } as SysJobLogFilter) : undefined;
  const page = useCrudPage<SysJobLog, SysJobLogFilter>({
    api: jobLogs,
    fields: JOB_LOG_FIELDS,
    t,
    words: 'jobLog',
    filters: ofJob,
    searchValues: ofJob,
    actions: ['remove', 'export'],
    columnDeps: [mayQuery],
    rowActions: () => [mayQuery && { key: 'detail', label: t('jobLog.detail'), onClick: setShown }],
  });
  const { confirmChange } = page;
  /** 关闭: closes this tab and opens the jobs */
  const close = () => {
    dispatch(viewDeleted({ path: location.pathname, name: 'JobLog' }));
    navigate(JOBS_PATH);
  };
  const extra = (
    <>
      <Can perm="monitor:job:remove">
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            void confirmChange({
              question: t('jobLog.confirmClean'),
              action: () => jobLogs.clean(),
              done: t('jobLog.cleaned'),
            })
          }
        >
          {t('jobLog.clean')}
        </Button>
      </Can>
      <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
        {t('jobLog.close')}
      </Button>
    </>
  );
  const view = page.view();
  return (
    <CrudView {...view} actions={{ ...page.actions(), extra }}>
      {shown ? (
        <JobLogDetailDialog
          log={shown}
          groups={page.dicts.sys_job_group ?? []}
          onClose={() => setShown(null)}
        />
      ) : null}
    </CrudView>
  );
}
