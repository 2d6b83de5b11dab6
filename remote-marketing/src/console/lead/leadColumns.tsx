import { parseTime, type TFunction } from '@dis/shared';
import {
  Button,
  DeleteOutlined,
  DictTag,
  FormOutlined,
  type DictOption,
  type TableColumnsType,
} from '@dis/ui';
import type { Lead } from './types';

export interface LeadColumnsOptions {
  t: TFunction;
  statuses: readonly DictOption[];
  sources: readonly DictOption[];
  canEdit: boolean;
  canRemove: boolean;
  onFollowUp: (row: Lead) => void;
  onRemove: (row: Lead) => void;
}

/** The columns of the trial-request list. */
export function leadColumns(o: LeadColumnsOptions): TableColumnsType<Lead> {
  const { t } = o;
  const columns: TableColumnsType<Lead> = [
    { key: 'leadId', title: t('lead.leadId'), dataIndex: 'leadId', align: 'center', width: 90 },
    { key: 'name', title: t('lead.name'), dataIndex: 'name', ellipsis: true },
    { key: 'phone', title: t('lead.phone'), dataIndex: 'phone', width: 130 },
    { key: 'company', title: t('lead.company'), dataIndex: 'company', ellipsis: true },
    { key: 'position', title: t('lead.position'), dataIndex: 'position', ellipsis: true },
    {
      key: 'source',
      title: t('lead.source'),
      dataIndex: 'source',
      align: 'center',
      render: (value: Lead['source']) => <DictTag options={o.sources} value={value} />,
    },
    {
      key: 'status',
      title: t('lead.status'),
      dataIndex: 'status',
      align: 'center',
      render: (value: Lead['status']) => <DictTag options={o.statuses} value={value} />,
    },
    { key: 'followUp', title: t('lead.followUp'), dataIndex: 'followUp', ellipsis: true },
    {
      key: 'createTime',
      title: t('lead.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (time: Lead['createTime']) => parseTime(time),
    },
  ];
  if (o.canEdit || o.canRemove) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row) => (
        <span className="desk-row-actions">
          {o.canEdit ? (
            <Button type="link" size="small" icon={<FormOutlined />} onClick={() => o.onFollowUp(row)}>
              {t('lead.handle')}
            </Button>
          ) : null}
          {o.canRemove ? (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => o.onRemove(row)}>
              {t('common.remove')}
            </Button>
          ) : null}
        </span>
      ),
    });
  }
  return columns;
}
