import { Link, useParams, resourceUrl } from '@dis/shared';
import { htmlLang, LanguageNotice } from '../page/LanguageNotice';
import { fetchNews, type PortalNews } from '../portal/api';
import { formatDay } from '../portal/formatDate';
import { PortalItemPage } from '../portal/PortalStatus';
import { usePortalItem } from '../portal/usePortalQuery';
import { usePortalWords } from '../portal/words';
import { useDocumentMeta } from '../useDocumentMeta';
import { newsViewSearch } from './newsQuery';
import './news.css';

function Article({ news }: { news: PortalNews }) {
  const { t, lang } = usePortalWords();
  const category = t(`news.categories.${news.category}`);
  const listOfCategory = `/News${newsViewSearch({ category: news.category, page: 1 })}`;
  const cover = resourceUrl(news.coverUrl);
  return (
    <article className="article">
      <nav className="article__crumbs" aria-label={t('newsDetail.breadcrumb')}>
        <Link to="/News">{t('news.heading')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={listOfCategory}>{category}</Link>
      </nav>
      <LanguageNotice
        itemLang={news.lang}
        lang={lang}
        message={t('newsDetail.otherLanguage')}
        to="/News"
        link={t('newsDetail.toList')}
      />
      <h1 className="article__title" lang={htmlLang(news.lang)}>
        {news.title}
      </h1>
      <p className="article__meta">
        <span className={`news-card__category news-card--${news.category}`}>{category}</span>
        <time dateTime={news.publishTime?.slice(0, 10)}>
          {t('newsDetail.published', { date: formatDay(news.publishTime, lang) })}
        </time>
      </p>
      {cover ? <img className="article__cover" src={cover} alt="" /> : null}
      {news.summary ? (
        <p className="article__summary" lang={htmlLang(news.lang)}>
          {news.summary}
        </p>
      ) : null}
      {/* the body is HTML the server sanitised by an allow-list, on write and on read */}
      <div
        className="article__body"
        lang={htmlLang(news.lang)}
        dangerouslySetInnerHTML={{ __html: news.content ?? '' }}
      />
      <Link to={listOfCategory} className="site-button site-button--outline article__back">
        ← {t('newsDetail.back')}
      </Link>
    </article>
  );
}

/** /News/:newsId: one published article; an unknown, draft or malformed id says it is not there. */
export default function NewsDetailPage() {
  const { t } = usePortalWords();
  const news = usePortalItem('news', useParams().newsId, fetchNews);
  const ready = news.status === 'ready' ? news.data : null;
  useDocumentMeta(
    ready ? t('newsDetail.itemTitle', { title: ready.title }) : t('newsDetail.title'),
    ready?.summary ?? t('news.description'),
  );

  return (
    <PortalItemPage
      query={news}
      className="news news-detail"
      block="article"
      notFound={{ title: t('newsDetail.notFound'), text: t('newsDetail.notFoundText') }}
      back={{ to: '/News', label: t('newsDetail.back') }}
    >
      {(item) => <Article news={item} />}
    </PortalItemPage>
  );
}
