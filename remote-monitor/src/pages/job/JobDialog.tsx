import { lazy, Suspense, useState } from 'react';
import type { SysJob } from '@dis/contract';
import { SYS_JOB_FIELD_MAX } from '@dis/contract/rules';
import {
  Button,
  dictOptions,
  Input,
  Modal,
  QuestionCircleOutlined,
  RadioGroup,
  Select,
  Space,
  Tooltip,
  type DictOption,
} from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useMonitorTranslation } from '../../i18n';
import { jobs, type JobBody } from './api';
import { ALLOWED_TARGETS } from './jobText';

/** The cron builder (tabs, expression table, next run times), loaded when 生成表达式 is first clicked. */
const CrontabBuilder = lazy(() => import('./crontab/CrontabBuilder'));

export interface JobDialogProps {
  /** the job to edit; a new one when absent */
  jobId?: number;
  /** `sys_job_group` */
  groups: readonly DictOption[];
  /** `sys_job_status` */
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

interface JobFormValues {
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
}

/** RuoYi's defaults: group DEFAULT, 立即执行, 禁止 concurrent runs (a new job is stored paused). */
const NEW_JOB: JobFormValues = {
  jobName: '',
  jobGroup: 'DEFAULT',
  invokeTarget: '',
  cronExpression: '',
  misfirePolicy: '1',
  concurrent: '1',
  status: '1',
};

const loadJob = async (jobId: number | string): Promise<JobFormValues> => {
  const job: SysJob = await jobs.get(jobId);
  return {
    jobName: job.jobName,
    jobGroup: job.jobGroup,
    invokeTarget: job.invokeTarget,
    cronExpression: job.cronExpression ?? '',
    misfirePolicy: job.misfirePolicy ?? '1',
    concurrent: job.concurrent ?? '1',
    status: job.status ?? '1',
  };
};

export const toJobBody = (values: JobFormValues, jobId?: number): JobBody => ({
  ...(jobId === undefined ? {} : { jobId }),
  jobName: values.jobName.trim(),
  jobGroup: values.jobGroup,
  invokeTarget: values.invokeTarget.trim(),
  cronExpression: values.cronExpression.trim(),
  misfirePolicy: values.misfirePolicy as JobBody['misfirePolicy'],
  concurrent: values.concurrent as JobBody['concurrent'],
  // the status of a new job is the server's (paused); an edit keeps or changes it
  ...(jobId === undefined ? {} : { status: values.status as JobBody['status'] }),
});

/** The cron input with 生成表达式, which opens the expression builder on what is typed. */
function CronInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (next: string) => void;
}) {
  const { t } = useMonitorTranslation();
  const [building, setBuilding] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={t('job.cronExpressionPlaceholder')}
          maxLength={SYS_JOB_FIELD_MAX.cronExpression}
        />
        <Button type="primary" onClick={() => setBuilding(true)}>
          {t('job.buildCron')}
        </Button>
      </Space.Compact>
      {building ? (
        <Modal
          open
          title={t('job.cronBuilder')}
          width={760}
          footer={null}
          onCancel={() => setBuilding(false)}
        >
          <Suspense fallback={null}>
            <CrontabBuilder
              expression={value}
              onFill={(expression) => {
                onChange?.(expression);
                setBuilding(false);
              }}
              onHide={() => setBuilding(false)}
            />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}

/** 添加任务 / 修改任务: name, group, what it runs, when (with the builder), misfire and concurrency. */
export default function JobDialog({ jobId, groups, statuses, onClose }: JobDialogProps) {
  const { t } = useMonitorTranslation();
  const targetHelp = (
    <div className="job-target-help">
      <p>{t('job.targetHelp')}</p>
      <ul>
        {ALLOWED_TARGETS.map((target) => (
          <li key={target}>
            <code>{target}</code>
          </li>
        ))}
      </ul>
      <p>{t('job.paramHelp')}</p>
    </div>
  );
  return (
    <EditDialog<JobFormValues>
      recordId={jobId}
      title={jobId === undefined ? t('job.addTitle') : t('job.editTitle')}
      width={800}
      initialValues={NEW_JOB}
      load={loadJob}
      save={(values) => jobs.save(toJobBody(values, jobId))}
      onClose={onClose}
    >
      <Form.Item
        name="jobName"
        label={t('job.jobName')}
        rules={[
          { required: true, whitespace: true, message: t('job.jobNameRequired') },
          { max: SYS_JOB_FIELD_MAX.jobName },
        ]}
      >
        <Input placeholder={t('job.jobNamePlaceholder')} maxLength={SYS_JOB_FIELD_MAX.jobName} />
      </Form.Item>
      <Form.Item name="jobGroup" label={t('job.jobGroupLabel')}>
        <Select options={dictOptions(groups)} placeholder={t('job.jobGroupPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="invokeTarget"
        label={
          <span>
            {t('job.invokeMethod')}{' '}
            <Tooltip title={targetHelp} placement="topLeft">
              <QuestionCircleOutlined aria-label={t('job.targetHelpLabel')} />
            </Tooltip>
          </span>
        }
        rules={[
          { required: true, whitespace: true, message: t('job.invokeTargetRequired') },
          { max: SYS_JOB_FIELD_MAX.invokeTarget },
        ]}
      >
        <Input placeholder={t('job.invokeTargetPlaceholder')} maxLength={SYS_JOB_FIELD_MAX.invokeTarget} />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label={t('job.cronExpression')}
        rules={[{ required: true, whitespace: true, message: t('job.cronExpressionRequired') }]}
      >
        <CronInput />
      </Form.Item>
      {jobId !== undefined ? (
        <Form.Item name="status" label={t('job.status')}>
          <RadioGroup options={dictOptions(statuses)} />
        </Form.Item>
      ) : null}
      <Form.Item name="misfirePolicy" label={t('job.misfirePolicy')}>
        <RadioGroup
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: '1', label: t('job.misfire1') },
            { value: '2', label: t('job.misfire2') },
            { value: '3', label: t('job.misfire3') },
          ]}
        />
      </Form.Item>
      <Form.Item name="concurrent" label={t('job.concurrent')}>
        <RadioGroup
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: '0', label: t('job.concurrentAllowed') },
            { value: '1', label: t('job.concurrentForbidden') },
          ]}
        />
      </Form.Item>
    </EditDialog>
  );
}
