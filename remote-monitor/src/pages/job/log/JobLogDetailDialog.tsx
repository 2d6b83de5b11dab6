import type { SysJobLog } from '@dis/contract';
import { Button, DictTag, Modal, type DictOption } from '@dis/ui';
import { InfoList } from '../../server/InfoList';
import { useMonitorTranslation } from '../../../i18n';
import { runMillis } from '../jobText';
import '../jobPage.css';

export interface JobLogDetailDialogProps {
  log: SysJobLog;
  /** `sys_job_group` */
  groups: readonly DictOption[];
  onClose: () => void;
}

/** 调度日志详细: one run as it was logged, its error when it failed. */
export default function JobLogDetailDialog({ log, groups, onClose }: JobLogDetailDialogProps) {
  const { t } = useMonitorTranslation();
  const millis = runMillis(log.startTime, log.endTime);
  const failed = log.status !== '0';
  const facts: Array<[string, React.ReactNode]> = [
    [t('jobLog.jobLogId'), log.jobLogId],
    [t('jobLog.status'), failed ? t('jobLog.failed') : t('jobLog.succeeded')],
    [t('jobLog.startTime'), log.startTime],
    [t('jobLog.endTime'), log.endTime],
    [t('jobLog.createTime'), log.createTime],
    [t('jobLog.duration'), millis === null ? '—' : t('jobLog.milliseconds', { n: millis })],
    [t('jobLog.jobName'), log.jobName],
    [t('jobLog.jobGroup'), <DictTag key="group" options={groups} value={log.jobGroup} />],
    [t('jobLog.invokeTarget'), <code key="target">{log.invokeTarget}</code>],
    [t('jobLog.jobMessage'), log.jobMessage],
  ];
  return (
    <Modal
      open
      title={t('jobLog.detailTitle')}
      width={700}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('jobLog.close')}</Button>}
    >
      <InfoList items={facts.map(([label, value]) => ({ label, value }))} />
      {failed && log.exceptionInfo ? (
        <>
          <h4>{t('jobLog.exceptionInfo')}</h4>
          <pre className="job-detail__block">{log.exceptionInfo}</pre>
        </>
      ) : null}
    </Modal>
  );
}
