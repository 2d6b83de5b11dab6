import { Link, resourceUrl } from '@dis/shared';
import { formatDay } from '../portal/formatDate';
import type { PortalNewsSummary } from '../portal/api';
import { usePortalWords } from '../portal/words';

/** One item of the news list: category, date, title (the link), summary. */
export function NewsCard({ news }: { news: PortalNewsSummary }) {
  const { t, lang } = usePortalWords();
  const to = `/News/${news.newsId}`;
  const cover = resourceUrl(news.coverUrl);
  return (
    <article className={`news-card news-card--${news.category}`}>
      {cover ? <img className="news-card__cover" src={cover} alt="" loading="lazy" /> : null}
      <div className="news-card__meta">
        <span className="news-card__category">{t(`news.categories.${news.category}`)}</span>
        <time dateTime={news.publishTime?.slice(0, 10)}>{formatDay(news.publishTime, lang)}</time>
      </div>
      <h2 className="news-card__title">
        <Link to={to}>{news.title}</Link>
      </h2>
      {news.summary ? <p className="news-card__summary">{news.summary}</p> : null}
      <Link to={to} className="news-card__more" aria-hidden="true" tabIndex={-1}>
        {t('news.readMore')}
      </Link>
    </article>
  );
}
