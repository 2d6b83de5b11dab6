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
import type { NewsRow } from './types';

export interface NewsColumnsOptions {
  t: TFunction;
  categories: readonly DictOption[];
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  can: DeskPermissions;
  onEdit: (row: NewsRow) => void;
  onRemove: (row: NewsRow) => void;
  onToggleStatus: (row: NewsRow) => void;
}

/** The columns of the news list: the status is a publish/draft switch for those who may edit. */
export function newsColumns({ t, can, ...o }: NewsColumnsOptions): TableColumnsType<NewsRow> {
  const columns: TableColumnsType<NewsRow> = [
    { key: 'newsId', title: t('news.newsId'), dataIndex: 'newsId', align: 'center', width: 90 },
    { key: 'title', title: t('news.title'), dataIndex: 'title', ellipsis: true },
    dictColumn('category', t('news.category'), o.categories),
    dictColumn('lang', t('common.contentLang'), o.languages),
    statusColumn({
      title: t('news.status'),
      statuses: o.statuses,
      canEdit: can.edit,
      onToggle: o.onToggleStatus,
    }),
    timeColumn('publishTime', t('news.publishTime')),
    timeColumn('createTime', t('common.createTime')),
  ];
  return withActionsColumn(columns, [
    can.edit && editAction(o.onEdit),
    can.remove && removeAction(o.onRemove),
  ]);
}
