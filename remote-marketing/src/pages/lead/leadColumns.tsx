import type { TFunction } from '@dis/shared';
import {
  dictColumn,
  EyeOutlined,
  FormOutlined,
  removeAction,
  timeColumn,
  withActionsColumn,
  type DictOption,
  type TableColumnsType,
} from '@dis/ui';
import type { DeskPermissions } from '../../desk/useDeskList';
import type { Lead } from './types';

export interface LeadColumnsOptions {
  t: TFunction;
  statuses: readonly DictOption[];
  sources: readonly DictOption[];
  can: DeskPermissions;
  onView: (row: Lead) => void;
  onFollowUp: (row: Lead) => void;
  onRemove: (row: Lead) => void;
}

/** The columns of the trial-request list, with 详情 / 跟进 / 删除 for those who may. */
export function leadColumns({ t, can, ...o }: LeadColumnsOptions): TableColumnsType<Lead> {
  const columns: TableColumnsType<Lead> = [
    { key: 'leadId', title: t('lead.leadId'), dataIndex: 'leadId', align: 'center', width: 90 },
    { key: 'name', title: t('lead.name'), dataIndex: 'name', ellipsis: true },
    { key: 'phone', title: t('lead.phone'), dataIndex: 'phone', width: 130 },
    { key: 'company', title: t('lead.company'), dataIndex: 'company', ellipsis: true },
    { key: 'position', title: t('lead.position'), dataIndex: 'position', ellipsis: true },
    dictColumn('source', t('lead.source'), o.sources),
    dictColumn('status', t('lead.status'), o.statuses),
    { key: 'followUp', title: t('lead.followUp'), dataIndex: 'followUp', ellipsis: true },
    timeColumn('createTime', t('lead.createTime')),
  ];
  return withActionsColumn(columns, [
    can.query && { key: 'view', label: t('lead.detail'), icon: <EyeOutlined />, onClick: o.onView },
    can.edit && { key: 'followUp', label: t('lead.handle'), icon: <FormOutlined />, onClick: o.onFollowUp },
    can.remove && removeAction(o.onRemove),
  ]);
}
