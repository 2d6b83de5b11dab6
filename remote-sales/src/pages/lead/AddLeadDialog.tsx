import type { SalesLeadCreate } from '@dis/contract';
import { isEmail, isPhone, TRIAL_FIELD_MAX } from '@dis/contract/rules';
import { Input, Select, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSalesTranslation } from '../../i18n';
import { salesDesk, type AddLeadAnswer } from './api';

export interface AddLeadDialogProps {
  products: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

/**
 * 新增线索 (docs/sales/leads.md "Added by hand"): a lead met elsewhere, with the public forms'
 * rules. A buyer with a lead of the last 30 days gets none: what was entered joins that lead, and
 * the dialog says so (the server's words) in place of 新增成功.
 */
export default function AddLeadDialog({ products, onClose }: AddLeadDialogProps) {
  const { t } = useSalesTranslation();
  return (
    <EditDialog<SalesLeadCreate>
      title={t('lead.addTitle')}
      width={640}
      initialValues={{ name: '', phone: '' }}
      save={(values) => salesDesk.add(values)}
      savedMessage={(answer) => {
        const { msg, data } = answer as AddLeadAnswer;
        return { level: data?.joined ? 'warning' : 'success', text: msg };
      }}
      onClose={onClose}
      header={<p className="sales-lead__add-help">{t('lead.addHelp')}</p>}
      className="sales-lead__add"
    >
      <Form.Item
        name="name"
        label={t('lead.name')}
        rules={[{ required: true, whitespace: true, message: t('lead.nameRequired') }]}
      >
        <Input placeholder={t('lead.namePlaceholder')} maxLength={TRIAL_FIELD_MAX.name} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('lead.phone')}
        rules={[
          { required: true, whitespace: true, message: t('lead.phoneRequired') },
          {
            validator: (_rule, value?: string) =>
              !value?.trim() || isPhone(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('lead.phoneInvalid'))),
          },
        ]}
      >
        <Input placeholder={t('lead.phonePlaceholder')} maxLength={TRIAL_FIELD_MAX.phone} />
      </Form.Item>
      <Form.Item name="company" label={t('lead.company')}>
        <Input placeholder={t('lead.companyPlaceholder')} maxLength={TRIAL_FIELD_MAX.company} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('lead.email')}
        rules={[
          {
            validator: (_rule, value?: string) =>
              !value?.trim() || isEmail(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('lead.emailInvalid'))),
          },
        ]}
      >
        <Input placeholder={t('lead.emailPlaceholder')} maxLength={TRIAL_FIELD_MAX.email} />
      </Form.Item>
      <Form.Item name="position" label={t('lead.position')}>
        <Input placeholder={t('lead.positionPlaceholder')} maxLength={TRIAL_FIELD_MAX.position} />
      </Form.Item>
      <Form.Item name="product" label={t('lead.product')}>
        <Select
          allowClear
          placeholder={t('lead.productPlaceholder')}
          options={products.map((option) => ({ value: option.value, label: option.label }))}
          aria-label={t('lead.product')}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('lead.remark')}>
        <Input.TextArea
          rows={3}
          placeholder={t('lead.remarkPlaceholder')}
          maxLength={TRIAL_FIELD_MAX.remark}
        />
      </Form.Item>
    </EditDialog>
  );
}
