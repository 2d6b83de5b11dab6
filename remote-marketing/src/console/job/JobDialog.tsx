import { useEffect, useEffectEvent, useState } from 'react';
import { feedback, Input, Modal, RadioGroup, Select, Spin, type DictOption } from '@dis/ui';
import { Form, InputNumber } from '@dis/ui/form';
import { useDeskTranslation } from '../i18n';
import { getJob, saveJob } from './api';
import {
  CITY_MAX,
  DEPARTMENT_MAX,
  HEADCOUNT,
  NEW_JOB,
  TEXT_MAX,
  TITLE_MAX,
  toFormValues,
  toJobInput,
  type JobFormValues,
} from './jobForm';

export interface JobDialogProps {
  /** the posting to edit; a new one when absent */
  jobId?: number;
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

const toOptions = (options: readonly DictOption[]) =>
  options.map((option) => ({ label: option.label, value: option.value }));

/** 添加职位 / 修改职位: title, city, department, openings, duties, requirements, language, open or closed. */
export default function JobDialog({ jobId, languages, statuses, onClose }: JobDialogProps) {
  const { t } = useDeskTranslation();
  const [form] = Form.useForm<JobFormValues>();
  const [loading, setLoading] = useState(jobId !== undefined);
  const [saving, setSaving] = useState(false);
  const giveUp = useEffectEvent(() => onClose(false));

  useEffect(() => {
    if (jobId === undefined) return;
    let live = true;
    getJob(jobId)
      .then((job) => {
        if (!live) return;
        form.setFieldsValue(toFormValues(job));
        setLoading(false);
      })
      .catch(() => {
        // the failure was reported by the request client
        if (live) giveUp();
      });
    return () => {
      live = false;
    };
  }, [jobId, form]);

  const submit = async (values: JobFormValues) => {
    setSaving(true);
    try {
      await saveJob(toJobInput(values, jobId));
    } catch {
      setSaving(false);
      return;
    }
    feedback.message.success(jobId === undefined ? t('common.added') : t('common.edited'));
    onClose(true);
  };

  return (
    <Modal
      open
      title={jobId === undefined ? t('job.addTitle') : t('job.editTitle')}
      width={760}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Spin spinning={loading}>
        <Form<JobFormValues>
          form={form}
          layout="vertical"
          initialValues={NEW_JOB}
          onFinish={(values) => void submit(values)}
          className="desk-dialog"
        >
          <Form.Item
            name="title"
            label={t('job.title')}
            rules={[
              { required: true, whitespace: true, message: t('job.titleRequired') },
              { max: TITLE_MAX },
            ]}
          >
            <Input placeholder={t('job.titlePlaceholder')} maxLength={TITLE_MAX} />
          </Form.Item>
          <div className="desk-dialog__row">
            <Form.Item name="city" label={t('job.city')} rules={[{ max: CITY_MAX }]}>
              <Input placeholder={t('job.cityPlaceholder')} maxLength={CITY_MAX} />
            </Form.Item>
            <Form.Item name="department" label={t('job.department')} rules={[{ max: DEPARTMENT_MAX }]}>
              <Input placeholder={t('job.departmentPlaceholder')} maxLength={DEPARTMENT_MAX} />
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
          <Form.Item name="description" label={t('job.description')} rules={[{ max: TEXT_MAX }]}>
            <Input.TextArea rows={4} placeholder={t('job.descriptionPlaceholder')} maxLength={TEXT_MAX} />
          </Form.Item>
          <Form.Item name="requirements" label={t('job.requirements')} rules={[{ max: TEXT_MAX }]}>
            <Input.TextArea rows={4} placeholder={t('job.requirementsPlaceholder')} maxLength={TEXT_MAX} />
          </Form.Item>
          <div className="desk-dialog__row desk-dialog__row--two">
            <Form.Item
              name="lang"
              label={t('common.contentLang')}
              rules={[{ required: true, message: t('job.langRequired') }]}
            >
              <Select placeholder={t('common.contentLangPlaceholder')} options={toOptions(languages)} />
            </Form.Item>
            <Form.Item name="status" label={t('job.status')}>
              <RadioGroup optionType="button" options={toOptions(statuses)} />
            </Form.Item>
          </div>
        </Form>
      </Spin>
    </Modal>
  );
}
