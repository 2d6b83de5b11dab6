import { JOB_FIELD_MAX } from '@dis/contract/rules';
import { dictOptions, Input, RadioGroup, Select, type DictOption } from '@dis/ui';
import { EditDialog, Form, InputNumber } from '@dis/ui/form';
import { useDeskTranslation } from '../../desk/i18n';
import { jobs } from './api';
import { HEADCOUNT, NEW_JOB, toFormValues, toJobInput, type JobFormValues } from './jobForm';

export interface JobDialogProps {
  /** the posting to edit; a new one when absent */
  jobId?: number;
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

const loadJob = async (jobId: number | string) => toFormValues(await jobs.get(jobId));

/** 添加职位 / 修改职位: title, city, department, openings, duties, requirements, language, open or closed. */
export default function JobDialog({ jobId, languages, statuses, onClose }: JobDialogProps) {
  const { t } = useDeskTranslation();
  return (
    <EditDialog<JobFormValues>
      recordId={jobId}
      title={jobId === undefined ? t('job.addTitle') : t('job.editTitle')}
      width={760}
      initialValues={NEW_JOB}
      load={loadJob}
      save={(values) => jobs.save(toJobInput(values, jobId))}
      onClose={onClose}
      className="desk-dialog"
    >
      <Form.Item
        name="title"
        label={t('job.title')}
        rules={[
          { required: true, whitespace: true, message: t('job.titleRequired') },
          { max: JOB_FIELD_MAX.title },
        ]}
      >
        <Input placeholder={t('job.titlePlaceholder')} maxLength={JOB_FIELD_MAX.title} />
      </Form.Item>
      <div className="desk-dialog__row">
        <Form.Item name="city" label={t('job.city')} rules={[{ max: JOB_FIELD_MAX.city }]}>
          <Input placeholder={t('job.cityPlaceholder')} maxLength={JOB_FIELD_MAX.city} />
        </Form.Item>
        <Form.Item name="department" label={t('job.department')} rules={[{ max: JOB_FIELD_MAX.department }]}>
          <Input placeholder={t('job.departmentPlaceholder')} maxLength={JOB_FIELD_MAX.department} />
        </Form.Item>
        <Form.Item
          name="headcount"
          label={t('job.headcount')}
          rules={[
            { type: 'integer', min: HEADCOUNT.min, max: HEADCOUNT.max, message: t('job.headcountRange') },
          ]}
        >
          <InputNumber min={HEADCOUNT.min} max={HEADCOUNT.max} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('job.description')} rules={[{ max: JOB_FIELD_MAX.description }]}>
        <Input.TextArea
          rows={4}
          placeholder={t('job.descriptionPlaceholder')}
          maxLength={JOB_FIELD_MAX.description}
        />
      </Form.Item>
      <Form.Item
        name="requirements"
        label={t('job.requirements')}
        rules={[{ max: JOB_FIELD_MAX.requirements }]}
      >
        <Input.TextArea
          rows={4}
          placeholder={t('job.requirementsPlaceholder')}
          maxLength={JOB_FIELD_MAX.requirements}
        />
      </Form.Item>
      <div className="desk-dialog__row desk-dialog__row--two">
        <Form.Item
          name="lang"
          label={t('common.contentLang')}
          rules={[{ required: true, message: t('job.langRequired') }]}
        >
          <Select placeholder={t('common.contentLangPlaceholder')} options={dictOptions(languages)} />
        </Form.Item>
        <Form.Item name="status" label={t('job.status')}>
          <RadioGroup optionType="button" options={dictOptions(statuses)} />
        </Form.Item>
      </div>
    </EditDialog>
  );
}
