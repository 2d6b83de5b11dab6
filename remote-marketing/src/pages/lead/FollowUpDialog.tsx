import { LEAD_FIELD_MAX } from '@dis/contract/rules';
import { Input, RadioGroup, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useDeskTranslation } from '../../desk/i18n';
import { leads } from './api';
import { followUpStatusOptions, initialFollowUp, toFollowUp, type FollowUpValues } from './followUpForm';
import { LeadFacts } from './LeadFacts';
import type { Lead } from '@dis/contract';

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
  return (
    <EditDialog<FollowUpValues>
      recordId={lead.leadId}
      title={t('lead.dialogTitle')}
      width={720}
      initialValues={initialFollowUp(lead)}
      save={(values) => leads.save(toFollowUp(values, lead.leadId))}
      onClose={onClose}
      header={<LeadFacts lead={lead} sources={sources} label={t('lead.request')} />}
      className="desk-dialog"
    >
      <Form.Item name="status" label={t('lead.status')} rules={[{ required: true }]}>
        <RadioGroup optionType="button" options={followUpStatusOptions(lead.status, statuses)} />
      </Form.Item>
      <Form.Item
        name="followUp"
        label={t('lead.followUp')}
        rules={[{ max: LEAD_FIELD_MAX.followUp, message: t('lead.followUpTooLong') }]}
      >
        <Input.TextArea
          rows={4}
          placeholder={t('lead.followUpPlaceholder')}
          maxLength={LEAD_FIELD_MAX.followUp}
          showCount
        />
      </Form.Item>
    </EditDialog>
  );
}
