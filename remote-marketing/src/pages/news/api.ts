import type { ConsoleFilters, News, NewsFilter, NewsSummary } from '@dis/contract';
import { resourceApi } from '@dis/ui';
import type { NewsInput } from './newsForm';

/** The list rows have no body; `get` answers the item with it. */
export const news = resourceApi<NewsSummary, ConsoleFilters<NewsFilter>, NewsInput, News>('marketing/news');
