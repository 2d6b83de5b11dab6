import type { SalesOwner } from '@dis/contract';
import { Select } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSalesTranslation } from '../../i18n';
import { salesDesk } from './api';

export interface AssignDialogProps {
  leadIds: readonly number[];
  owners: readonly SalesOwner[];
  onClose: (saved: boolean) => void;
}

/** 分配线索: the selected leads to one owner (a holder of 销售 or 销售主管). */
export default function AssignDialog({ leadIds, owners, onClose }: AssignDialogProps) {
  const { t } = useSalesTranslation();
  return (
    <EditDialog<{ ownerId: number }>
      title={t('lead.assignTitle')}
      width={480}
      save={(values) => salesDesk.assign({ leadIds: [...leadIds], ownerId: values.ownerId })}
      onClose={onClose}
      header={<p>{t('lead.assignCount', { count: leadIds.length })}</p>}
    >
      <Form.Item
        name="ownerId"
        label={t('lead.assignTo')}
        rules={[{ required: true, message: t('lead.assignToRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={owners.map((owner) => ({
            value: owner.userId,
            label: `${owner.nickName} (${owner.userName})`,
          }))}
        />
      </Form.Item>
    </EditDialog>
  );
}
