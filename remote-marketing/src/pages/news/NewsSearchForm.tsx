import {
  SearchDateRange,
  SearchForm,
  SearchInput,
  SearchSelect,
  type DictOption,
  type SearchFormBinding,
} from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { NewsSearchValues } from './types';

export interface NewsSearchFormProps extends SearchFormBinding<NewsSearchValues> {
  categories: readonly DictOption[];
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
}

/** 新闻标题, 新闻分类, 内容语言, 发布状态 and 创建时间 above the news list. */
export function NewsSearchForm({ categories, languages, statuses, ...form }: NewsSearchFormProps) {
  const { t } = useDeskTranslation();
  const { field } = form.search;
  return (
    <SearchForm<NewsSearchValues> {...form}>
      <SearchInput label={t('news.title')} placeholder={t('news.titlePlaceholder')} {...field('title')} />
      <SearchSelect
        label={t('news.category')}
        placeholder={t('news.categoryPlaceholder')}
        options={categories}
        {...field('category')}
      />
      <SearchSelect
        label={t('common.contentLang')}
        placeholder={t('common.contentLangPlaceholder')}
        options={languages}
        {...field('lang')}
      />
      <SearchSelect
        label={t('news.status')}
        placeholder={t('news.statusPlaceholder')}
        options={statuses}
        {...field('status')}
      />
      <SearchDateRange label={t('common.createTime')} {...field('createTime')} />
    </SearchForm>
  );
}
