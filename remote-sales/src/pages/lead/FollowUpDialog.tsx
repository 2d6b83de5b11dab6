import type { SalesFollowUp, SalesLead } from '@dis/contract';
import { SALES_FIELD_MAX } from '@dis/contract/rules';
import { Input, RadioGroup, Select, Spin, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useEffect, useState } from 'react';
import { useSalesTranslation } from '../../i18n';
import { salesDesk } from './api';

export interface FollowUpValues {
  kind: string;
  content: string;
  stage: string;
  nextStepDate: string;
}

export interface FollowUpDialogProps {
  lead: SalesLead;
  stages: readonly DictOption[];
  kinds: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

/** What staff log: a call, a meeting, an e-mail (each a contact) or a note. */
const STAFF_KINDS = ['call', 'meeting', 'email', 'note'];

const labelOf = (options: readonly DictOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** 跟进线索: the lead, its history, and a new follow-up with the stage and the next step. */
export default function FollowUpDialog({ lead, stages, kinds, onClose }: FollowUpDialogProps) {
  const { t } = useSalesTranslation();
  const [history, setHistory] = useState<SalesFollowUp[] | null>(null);
  useEffect(() => {
    salesDesk.followUps(lead.leadId).then(setHistory, () => setHistory([]));
  }, [lead.leadId]);
  // a contacted lead never goes back to new
  const stageOptions = stages.filter((option) => lead.stage === '0' || option.value !== '0');
  return (
    <EditDialog<FollowUpValues>
      recordId={lead.leadId}
      title={t('lead.followTitle')}
      width={720}
      initialValues={{ kind: 'call', content: '', stage: lead.stage, nextStepDate: lead.nextStepDate ?? '' }}
      save={(values) =>
        salesDesk.logFollowUp({
          leadId: lead.leadId,
          kind: values.kind as 'call',
          content: values.content,
          stage: values.stage as SalesLead['stage'],
          nextStepDate: values.nextStepDate || null,
        })
      }
      onClose={onClose}
      header={
        <section aria-label={t('lead.history')}>
          <p>
            <strong>{lead.name}</strong> {lead.phone} {lead.company ?? ''} {lead.email ?? ''}
          </p>
          {lead.remark ? <p>{lead.remark}</p> : null}
          <h4>{t('lead.history')}</h4>
          {history === null ? (
            <Spin />
          ) : history.length === 0 ? (
            <p>{t('lead.noHistory')}</p>
          ) : (
            <ul className="sales-history">
              {history.map((row) => (
                <li key={row.followUpId}>
                  <span className="sales-history__meta">
                    {row.createTime} · {labelOf(kinds, row.kind)} · {row.userName ?? t('lead.desk')}
                  </span>
                  <div>{row.kind === 'stage' ? stageChange(row.content, stages) : row.content}</div>
                </li>
              ))}
            </ul>
          )}
        </section>
      }
    >
      <Form.Item name="kind" label={t('lead.kind')} rules={[{ required: true }]}>
        <RadioGroup
          optionType="button"
          options={STAFF_KINDS.map((kind) => ({ value: kind, label: labelOf(kinds, kind) }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('lead.content')}
        rules={[{ required: true, whitespace: true, message: t('lead.contentRequired') }]}
      >
        <Input.TextArea
          rows={3}
          placeholder={t('lead.contentPlaceholder')}
          maxLength={SALES_FIELD_MAX.content}
          showCount
        />
      </Form.Item>
      <Form.Item name="stage" label={t('lead.newStage')}>
        <Select options={stageOptions.map((option) => ({ value: option.value, label: option.label }))} />
      </Form.Item>
      <Form.Item name="nextStepDate" label={t('lead.nextStep')}>
        <Input type="date" />
      </Form.Item>
    </EditDialog>
  );
}

/** `1 → 2` as 已联系 → 演示. */
function stageChange(content: string | null, stages: readonly DictOption[]): string {
  return (content ?? '')
    .split(' → ')
    .map((value) => labelOf(stages, value))
    .join(' → ');
}
