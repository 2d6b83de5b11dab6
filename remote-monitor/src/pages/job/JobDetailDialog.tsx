import { useEffect, useState } from 'react';
import type { SysJob } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Button, DictTag, Modal, Spin, Tag, type DictOption } from '@dis/ui';
import { InfoList } from '../server/InfoList';
import { useMonitorTranslation } from '../../i18n';
import { misfireKey } from './jobText';
import './jobPage.css';

type JobDetail = SysJob & { nextValidTime: string | null };

export interface JobDetailDialogProps {
  jobId: number;
  /** `sys_job_group` */
  groups: readonly DictOption[];
  /** `sys_job_status` */
  statuses: readonly DictOption[];
  /** a stable function (the dialog reads the job again when it changes) */
  onClose: () => void;
}

/** 任务详细: the job as stored, with its next fire time (`GET /monitor/job/{jobId}`). */
export default function JobDetailDialog({ jobId, groups, statuses, onClose }: JobDetailDialogProps) {
  const { t } = useMonitorTranslation();
  const [job, setJob] = useState<JobDetail | null>(null);
  // a job that cannot be read (deleted meanwhile) closes the dialog; the request client said why
  useEffect(() => {
    let live = true;
    http.get<{ data: JobDetail }>(`/monitor/job/${jobId}`).then(
      (answer) => live && setJob(answer.data),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [jobId, onClose]);
  const facts: Array<[string, React.ReactNode]> = job
    ? [
        [t('job.jobId'), job.jobId],
        [t('job.jobName'), job.jobName],
        [t('job.jobGroup'), <DictTag key="group" options={groups} value={job.jobGroup} />],
        [t('job.status'), <DictTag key="status" options={statuses} value={job.status ?? ''} />],
        [t('job.createTime'), job.createTime],
        [t('job.cronExpression'), job.cronExpression],
        [t('job.nextValidTime'), job.nextValidTime ?? t('job.noNextTime')],
        [t('job.invokeTarget'), <code key="target">{job.invokeTarget}</code>],
        [t('job.misfirePolicy'), <Tag key="misfire">{t(misfireKey(job.misfirePolicy))}</Tag>],
        [
          t('job.concurrent'),
          <Tag key="concurrent" color={job.concurrent === '0' ? 'green' : 'red'}>
            {job.concurrent === '0' ? t('job.concurrentAllowed') : t('job.concurrentForbidden')}
          </Tag>,
        ],
        [t('job.remark'), job.remark || '—'],
      ]
    : [];
  return (
    <Modal
      open
      title={t('job.detailTitle')}
      width={700}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('job.close')}</Button>}
    >
      {job ? <InfoList items={facts.map(([label, value]) => ({ label, value }))} /> : <Spin />}
    </Modal>
  );
}
