import type { TFunction } from '@dis/shared';
import {
  dictColumn,
  editAction,
  removeAction,
  timeColumn,
  withActionsColumn,
  type DictOption,
  type TableColumnsType,
} from '@dis/ui';
import { statusColumn } from '../../desk/statusColumn';
import type { DeskPermissions } from '../../desk/useDeskList';
import type { Job } from './types';

export interface JobColumnsOptions {
  t: TFunction;
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  can: DeskPermissions;
  onEdit: (row: Job) => void;
  onRemove: (row: Job) => void;
  onToggleStatus: (row: Job) => void;
}

/** The columns of the job list: the status is an open/closed switch for those who may edit. */
export function jobColumns({ t, can, ...o }: JobColumnsOptions): TableColumnsType<Job> {
  const columns: TableColumnsType<Job> = [
    { key: 'jobId', title: t('job.jobId'), dataIndex: 'jobId', align: 'center', width: 90 },
    { key: 'title', title: t('job.title'), dataIndex: 'title', ellipsis: true },
    { key: 'city', title: t('job.city'), dataIndex: 'city', align: 'center' },
    { key: 'department', title: t('job.department'), dataIndex: 'department', ellipsis: true },
    { key: 'headcount', title: t('job.headcount'), dataIndex: 'headcount', align: 'center' },
    dictColumn('lang', t('common.contentLang'), o.languages),
    statusColumn({
      title: t('job.status'),
      statuses: o.statuses,
      canEdit: can.edit,
      onToggle: o.onToggleStatus,
    }),
    timeColumn('publishTime', t('job.publishTime')),
  ];
  return withActionsColumn(columns, [
    can.edit && editAction(o.onEdit),
    can.remove && removeAction(o.onRemove),
  ]);
}
