import { Link } from '@dis/shared';
import { NEWS_CATEGORIES, type NewsCategory } from '../portal/api';
import { usePortalWords } from '../portal/words';
import { newsViewSearch } from './newsQuery';

/** 全部 / 公司喜报 / 公司动态 / 行业动态: links that start the category at its first page. */
export function NewsCategoryNav({ current }: { current?: NewsCategory }) {
  const { t } = usePortalWords();
  const entries: Array<{ key: NewsCategory | undefined; label: string }> = [
    { key: undefined, label: t('news.all') },
    ...NEWS_CATEGORIES.map((key) => ({ key, label: t(`news.categories.${key}`) })),
  ];
  return (
    <nav className="news-categories" aria-label={t('news.categoriesLabel')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key ?? 'all'}>
            <Link
              to={{ pathname: '/News', search: newsViewSearch({ category: entry.key, page: 1 }) }}
              className={
                entry.key === current
                  ? 'news-categories__link news-categories__link--current'
                  : 'news-categories__link'
              }
              aria-current={entry.key === current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
