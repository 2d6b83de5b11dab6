import { lazy, useMemo } from 'react';
import { CrudView, useDicts } from '@dis/ui';
import { useDeskList } from '../../desk/useDeskList';
import { useDeskTranslation } from '../../desk/i18n';
import { listNews, NEWS_URL, saveNews } from './api';
import { toNewsFilters } from './filters';
import { newsColumns } from './newsColumns';
import { NewsSearchForm } from './NewsSearchForm';
import type { NewsFilters, NewsRow, NewsSearchValues } from './types';
import '../../desk/desk.css';

/** The editing dialog loads (with antd's Form) only when it is first opened. */
const NewsDialog = lazy(() => import('./NewsDialog'));

/** 新闻管理: search, list, publish or keep as draft, add, edit, delete and export the site's news. */
export default function NewsPage() {
  const { t } = useDeskTranslation();
  const desk = useDeskList<NewsFilters, NewsRow, NewsSearchValues>({
    name: 'news',
    url: NEWS_URL,
    fetch: listNews,
    rowKey: 'newsId',
    toFilters: toNewsFilters,
    editor: true,
  });
  const { crud, can, editor } = desk;
  const dicts = useDicts('mkt_news_category', 'mkt_content_lang', 'mkt_news_status');
  const choices = {
    categories: dicts.mkt_news_category,
    languages: dicts.mkt_content_lang,
    statuses: dicts.mkt_news_status,
  };

  const toggleStatus = (row: NewsRow) => {
    const publish = row.status !== '0';
    const { newsId, title, category, lang, summary, coverUrl } = row;
    return desk.confirmChange({
      question: t(publish ? 'news.confirmPublish' : 'news.confirmUnpublish', { title }),
      action: () =>
        saveNews({ newsId, title, category, lang, summary, coverUrl, status: publish ? '0' : '1' }),
      done: t(publish ? 'news.published' : 'news.unpublished'),
    });
  };

  const columns = useMemo(
    () =>
      newsColumns({
        t,
        ...choices,
        can,
        onEdit: desk.editRow,
        onRemove: desk.removeRow,
        onToggleStatus: (row) => void toggleStatus(row),
      }),
    // the handlers only reach stable callbacks of the list
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dicts, can],
  );

  return (
    <CrudView
      className="desk-page"
      crud={crud}
      columns={columns}
      search={<NewsSearchForm {...crud.searchForm} {...choices} />}
      actions={desk.actions()}
    >
      {editor ? <NewsDialog newsId={editor.id} {...choices} onClose={desk.closeEditor} /> : null}
    </CrudView>
  );
}
