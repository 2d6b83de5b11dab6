import { useState, type ReactNode } from 'react';
import { parseTime } from '@dis/shared';
import { DictTag, feedback, Input, Modal, RadioGroup, type DictOption } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { useDeskTranslation } from '../i18n';
import { saveFollowUp } from './api';
import {
  FOLLOW_UP_MAX,
  followUpStatusOptions,
  initialFollowUp,
  toFollowUp,
  type FollowUpValues,
} from './followUpForm';
import type { Lead } from './types';

export interface FollowUpDialogProps {
  lead: Lead;
  statuses: readonly DictOption[];
  sources: readonly DictOption[];
  /** `true` when the follow-up was saved */
  onClose: (saved: boolean) => void;
}

/** 跟进试用申请: what the visitor sent, and the new status with a note. */
export default function FollowUpDialog({ lead, statuses, sources, onClose }: FollowUpDialogProps) {
  const { t } = useDeskTranslation();
  const [form] = Form.useForm<FollowUpValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: FollowUpValues) => {
    setSaving(true);
    try {
      await saveFollowUp(toFollowUp(values, lead.leadId));
    } catch {
      setSaving(false);
      return;
    }
    feedback.message.success(t('common.edited'));
    onClose(true);
  };

  const details: Array<[string, ReactNode]> = [
    [t('lead.name'), lead.name],
    [t('lead.phone'), lead.phone],
    [t('lead.company'), lead.company],
    [t('lead.email'), lead.email],
    [t('lead.position'), lead.position],
    [t('lead.source'), <DictTag key="source" options={sources} value={lead.source} />],
    [t('lead.subscribe'), lead.subscribe ? t('lead.yes') : t('lead.no')],
    [t('lead.createTime'), parseTime(lead.createTime)],
    [t('lead.remark'), lead.remark],
  ];

  return (
    <Modal
      open
      title={t('lead.dialogTitle')}
      width={720}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <section className="lead-request" aria-label={t('lead.request')}>
        <dl>
          {details.map(([label, value]) => (
            <div
              key={label}
              className={
                label === t('lead.remark')
                  ? 'lead-request__item lead-request__item--wide'
                  : 'lead-request__item'
              }
            >
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Form<FollowUpValues>
        form={form}
        layout="vertical"
        initialValues={initialFollowUp(lead)}
        onFinish={(values) => void submit(values)}
        className="desk-dialog"
      >
        <Form.Item name="status" label={t('lead.status')} rules={[{ required: true }]}>
          <RadioGroup optionType="button" options={followUpStatusOptions(lead.status, statuses)} />
        </Form.Item>
        <Form.Item
          name="followUp"
          label={t('lead.followUp')}
          rules={[{ max: FOLLOW_UP_MAX, message: t('lead.followUpTooLong') }]}
        >
          <Input.TextArea
            rows={4}
            placeholder={t('lead.followUpPlaceholder')}
            maxLength={FOLLOW_UP_MAX}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
