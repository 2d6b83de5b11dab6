import { lazy } from 'react';
import { CrudView, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { ConsoleFilters, NewsFilter, NewsSummary } from '@dis/contract';
import { news } from './api';
import '../../desk/desk.css';

/** 新闻标题, 新闻分类, 内容语言, 发布状态, 创建时间 searched; the status is a publish/draft switch. */
const NEWS_FIELDS: readonly FieldSpec<NewsSummary>[] = [
  { name: 'newsId', label: 'news.newsId', column: { align: 'center', width: 90 } },
  { name: 'title', label: 'news.title', search: 'input', column: { ellipsis: true } },
  { name: 'category', label: 'news.category', dict: 'mkt_news_category', search: 'select', column: 'tag' },
  { name: 'lang', label: 'common.contentLang', dict: 'mkt_content_lang', search: 'select', column: 'tag' },
  {
    name: 'status',
    label: 'news.status',
    dict: 'mkt_news_status',
    search: 'select',
    column: { kind: 'switch', rowLabel: 'title' },
  },
  { name: 'publishTime', label: 'news.publishTime', column: 'time' },
  { name: 'createTime', label: 'common.createTime', search: 'dateRange', column: 'time' },
];

/** The editing dialog loads (with antd's Form) only when it is first opened. */
const NewsDialog = lazy(() => import('./NewsDialog'));

/** 新闻管理: search, list, publish or keep as draft, add, edit, delete and export the site's news. */
export default function NewsPage() {
  const { t } = useDeskTranslation();
  const page = useCrudPage<NewsSummary, ConsoleFilters<NewsFilter>>({
    api: news,
    fields: NEWS_FIELDS,
    t,
    editor: true,
    toolbarClassName: 'desk-toolbar',
    onSwitch: ({ newsId, title, category, lang, summary, coverUrl, status }) => {
      const publish = status !== '0';
      return {
        question: t(publish ? 'news.confirmPublish' : 'news.confirmUnpublish', { title }),
        action: () =>
          news.save({ newsId, title, category, lang, summary, coverUrl, status: publish ? '0' : '1' }),
        done: t(publish ? 'news.published' : 'news.unpublished'),
      };
    },
  });
  const { dicts, editor } = page;
  return (
    <CrudView className="desk-page" {...page.view()}>
      <EditorSlot editor={editor}>
        {(id) => (
          <NewsDialog
            newsId={id as number | undefined}
            categories={dicts.mkt_news_category ?? []}
            languages={dicts.mkt_content_lang ?? []}
            statuses={dicts.mkt_news_status ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
    </CrudView>
  );
}
