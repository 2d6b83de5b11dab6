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
import type { NewsRow } from './types';

export interface NewsColumnsOptions {
  t: TFunction;
  categories: readonly DictOption[];
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: NewsRow) => void;
  onRemove: (row: NewsRow) => void;
  onToggleStatus: (row: NewsRow) => void;
}

const labelOf = (options: readonly DictOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** The columns of the news list: the status is a publish/draft switch for those who may edit. */
export function newsColumns(o: NewsColumnsOptions): TableColumnsType<NewsRow> {
  const { t } = o;
  const columns: TableColumnsType<NewsRow> = [
    { key: 'newsId', title: t('news.newsId'), dataIndex: 'newsId', align: 'center', width: 90 },
    { key: 'title', title: t('news.title'), dataIndex: 'title', ellipsis: true },
    {
      key: 'category',
      title: t('news.category'),
      dataIndex: 'category',
      align: 'center',
      render: (value: NewsRow['category']) => <DictTag options={o.categories} value={value} />,
    },
    {
      key: 'lang',
      title: t('common.contentLang'),
      dataIndex: 'lang',
      align: 'center',
      render: (value: NewsRow['lang']) => <DictTag options={o.languages} value={value} />,
    },
    {
      key: 'status',
      title: t('news.status'),
      dataIndex: 'status',
      align: 'center',
      render: (value: NewsRow['status'], row) =>
        o.canEdit ? (
          <Switch
            checked={value === '0'}
            checkedChildren={labelOf(o.statuses, '0')}
            unCheckedChildren={labelOf(o.statuses, '1')}
            aria-label={`${t('news.status')}: ${row.title}`}
            onChange={() => o.onToggleStatus(row)}
          />
        ) : (
          <DictTag options={o.statuses} value={value} />
        ),
    },
    {
      key: 'publishTime',
      title: t('news.publishTime'),
      dataIndex: 'publishTime',
      width: 170,
      render: (time: NewsRow['publishTime']) => parseTime(time),
    },
    {
      key: 'createTime',
      title: t('common.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (time: NewsRow['createTime']) => parseTime(time),
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
