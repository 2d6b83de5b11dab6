import { useSearchParams } from '@dis/shared';
import { PageBanner } from '../page/PageBanner';
import { Pager } from '../page/Pager';
import { StatusNotice } from '../page/StatusNotice';
import { PortalPending } from '../portal/PortalStatus';
import { fetchNewsPage, NEWS_PAGE_SIZE } from '../portal/api';
import { usePortalQuery } from '../portal/usePortalQuery';
import { usePortalWords } from '../portal/words';
import { useDocumentMeta } from '../useDocumentMeta';
import { NewsCard } from './NewsCard';
import { NewsCategoryNav } from './NewsCategoryNav';
import { newsViewSearch, pageCount, readNewsView } from './newsQuery';
import './news.css';

/** /News: the published news of the visitor's language, by category, six a page. */
export default function NewsPage() {
  const { t, lang } = usePortalWords();
  const [params] = useSearchParams();
  const view = readNewsView(params);
  useDocumentMeta(t('news.title'), t('news.description'));
  const news = usePortalQuery(`${lang}|${view.category ?? ''}|${view.page}`, () =>
    fetchNewsPage({ lang, category: view.category, pageNum: view.page }),
  );

  let body;
  if (news.status !== 'ready') body = <PortalPending query={news} />;
  else if (news.data.rows.length === 0) body = <StatusNotice kind="empty" message={t('news.empty')} />;
  else {
    const pages = pageCount(news.data.total, NEWS_PAGE_SIZE);
    const page = Math.min(view.page, pages);
    body = (
      <>
        <ul className="news-list">
          {news.data.rows.map((item) => (
            <li key={item.newsId}>
              <NewsCard news={item} />
            </li>
          ))}
        </ul>
        <p className="news-list__count">{t('news.pageOf', { page, pages, total: news.data.total })}</p>
        <Pager
          label={t('news.pager')}
          page={page}
          pages={pages}
          hrefOf={(n) => `/News${newsViewSearch({ category: view.category, page: n })}`}
          words={{ previous: t('news.previous'), next: t('news.next'), page: (n) => t('news.page', { n }) }}
        />
      </>
    );
  }

  return (
    <div className="news">
      <PageBanner kicker={t('news.kicker')} title={t('news.heading')} lead={t('news.lead')} accent={3} />
      <section className="site-section news__body">
        <div className="site-container">
          <NewsCategoryNav current={view.category} />
          {body}
        </div>
      </section>
    </div>
  );
}
