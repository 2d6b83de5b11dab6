import { parseTime, type TFunction } from '@dis/shared';
import {
  Button,
  DeleteOutlined,
  DictTag,
  EditOutlined,
  Switch,
  type DictOption,
  type TableColumnsType,
} from '@dis/ui';
import type { Job } from './types';

export interface JobColumnsOptions {
  t: TFunction;
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: Job) => void;
  onRemove: (row: Job) => void;
  onToggleStatus: (row: Job) => void;
}

const labelOf = (options: readonly DictOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** The columns of the job list: the status is an open/closed switch for those who may edit. */
export function jobColumns(o: JobColumnsOptions): TableColumnsType<Job> {
  const { t } = o;
  const columns: TableColumnsType<Job> = [
    { key: 'jobId', title: t('job.jobId'), dataIndex: 'jobId', align: 'center', width: 90 },
    { key: 'title', title: t('job.title'), dataIndex: 'title', ellipsis: true },
    { key: 'city', title: t('job.city'), dataIndex: 'city', align: 'center' },
    { key: 'department', title: t('job.department'), dataIndex: 'department', ellipsis: true },
    { key: 'headcount', title: t('job.headcount'), dataIndex: 'headcount', align: 'center' },
    {
      key: 'lang',
      title: t('common.contentLang'),
      dataIndex: 'lang',
      align: 'center',
      render: (value: Job['lang']) => <DictTag options={o.languages} value={value} />,
    },
    {
      key: 'status',
      title: t('job.status'),
      dataIndex: 'status',
      align: 'center',
      render: (value: Job['status'], row) =>
        o.canEdit ? (
          <Switch
            checked={value === '0'}
            checkedChildren={labelOf(o.statuses, '0')}
            unCheckedChildren={labelOf(o.statuses, '1')}
            aria-label={`${t('job.status')}: ${row.title}`}
            onChange={() => o.onToggleStatus(row)}
          />
        ) : (
          <DictTag options={o.statuses} value={value} />
        ),
    },
    {
      key: 'publishTime',
      title: t('job.publishTime'),
      dataIndex: 'publishTime',
      width: 170,
      render: (time: Job['publishTime']) => parseTime(time),
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
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => o.onEdit(row)}>
              {t('common.edit')}
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
