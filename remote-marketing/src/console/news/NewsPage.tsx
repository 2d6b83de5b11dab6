import { lazy, Suspense, useMemo, useState } from 'react';
import { useCan } from '@dis/shared/store';
import {
  PageTable,
  RightToolbar,
  useDicts,
  useHiddenColumns,
  useListQuery,
  useSearchForm,
  visibleColumns,
} from '@dis/ui';
import { DeskToolbar } from '../common/DeskToolbar';
import { confirmAndRemove, confirmAndSave, exportList } from '../common/deskActions';
import { useDeskTranslation } from '../i18n';
import { listNews, NEWS_URL, saveNews } from './api';
import { toNewsFilters } from './filters';
import { newsColumns } from './newsColumns';
import { NewsSearchForm } from './NewsSearchForm';
import type { NewsFilters, NewsRow, NewsSearchValues } from './types';
import '../common/desk.css';

/** The editing dialog loads (with antd's Form) only when it is first opened. */
const NewsDialog = lazy(() => import('./NewsDialog'));

/** 新闻管理: search, list, publish or keep as draft, add, edit, delete and export the site's news. */
export default function NewsPage() {
  const { t } = useDeskTranslation();
  const { hasPermi } = useCan();
  const search = useSearchForm<NewsSearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns('marketing-news-columns');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<{ newsId?: number } | null>(null);
  const dicts = useDicts('mkt_news_category', 'mkt_content_lang', 'mkt_news_status');
  const list = useListQuery<NewsFilters, NewsRow>({ filters: {}, fetch: listNews });

  const reloadAfter = (changed: boolean) => {
    if (!changed) return;
    setSelected([]);
    list.reload();
  };
  const remove = async (ids: number[]) =>
    reloadAfter(await confirmAndRemove(t, NEWS_URL, ids, t('news.confirmRemove', { ids: ids.join(',') })));
  const toggleStatus = async (row: NewsRow) => {
    const publish = row.status !== '0';
    const saved = await confirmAndSave(
      t,
      t(publish ? 'news.confirmPublish' : 'news.confirmUnpublish', { title: row.title }),
      () =>
        saveNews({
          newsId: row.newsId,
          title: row.title,
          category: row.category,
          lang: row.lang,
          summary: row.summary,
          coverUrl: row.coverUrl,
          status: publish ? '0' : '1',
        }),
      t(publish ? 'news.published' : 'news.unpublished'),
    );
    reloadAfter(saved);
  };

  const canEdit = hasPermi('marketing:news:edit');
  const canRemove = hasPermi('marketing:news:remove');
  const columns = useMemo(
    () =>
      newsColumns({
        t,
        categories: dicts.mkt_news_category,
        languages: dicts.mkt_content_lang,
        statuses: dicts.mkt_news_status,
        canEdit,
        canRemove,
        onEdit: (row) => setDialog({ newsId: row.newsId }),
        onRemove: (row) => void remove([row.newsId]),
        onToggleStatus: (row) => void toggleStatus(row),
      }),
    // the handlers read the current list through closures that do not change its shape
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dicts, canEdit, canRemove],
  );
  const pickerColumns = useMemo(
    () =>
      columns
        .filter((c) => c.key !== 'actions')
        .map((c) => ({ key: String(c.key), title: c.title as string })),
    [columns],
  );

  return (
    <div className="desk-page">
      <NewsSearchForm
        search={search}
        visible={showSearch}
        categories={dicts.mkt_news_category}
        languages={dicts.mkt_content_lang}
        statuses={dicts.mkt_news_status}
        onSearch={(values) => list.search(toNewsFilters(values))}
        onReset={list.reset}
      />
      <DeskToolbar
        permissionPrefix="marketing:news"
        selectedCount={selected.length}
        onAdd={() => setDialog({})}
        onEdit={() => setDialog({ newsId: selected[0] })}
        onRemove={() => void remove(selected)}
        onExport={() => void exportList(NEWS_URL, list.filters, 'news')}
      >
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch((shown) => !shown)}
          onRefresh={list.reload}
          columns={pickerColumns}
          hiddenColumns={hiddenColumns}
          onHiddenColumnsChange={setHiddenColumns}
        />
      </DeskToolbar>
      <PageTable<NewsRow>
        rowKey="newsId"
        columns={visibleColumns(columns, hiddenColumns)}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        rows={list.rows}
        total={list.total}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPageChange={list.changePage}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <NewsDialog
            newsId={dialog.newsId}
            categories={dicts.mkt_news_category}
            languages={dicts.mkt_content_lang}
            statuses={dicts.mkt_news_status}
            onClose={(saved) => {
              setDialog(null);
              reloadAfter(saved);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
