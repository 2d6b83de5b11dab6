import {
  DateRangeInput,
  Input,
  SearchField,
  SearchForm,
  Select,
  type DictOption,
  type SearchFormState,
} from '@dis/ui';
import { useDeskTranslation } from '../i18n';
import type { NewsSearchValues } from './types';

export interface NewsSearchFormProps {
  search: SearchFormState<NewsSearchValues>;
  visible: boolean;
  categories: readonly DictOption[];
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  onSearch: (values: NewsSearchValues) => void;
  onReset: () => void;
}

const toOptions = (options: readonly DictOption[]) =>
  options.map((option) => ({ label: option.label, value: option.value }));

/** 新闻标题, 新闻分类, 内容语言, 发布状态 and 创建时间 above the news list. */
export function NewsSearchForm({
  search,
  visible,
  categories,
  languages,
  statuses,
  onSearch,
  onReset,
}: NewsSearchFormProps) {
  const { t } = useDeskTranslation();
  return (
    <SearchForm<NewsSearchValues> search={search} visible={visible} onSearch={onSearch} onReset={onReset}>
      <SearchField label={t('news.title')}>
        <Input allowClear placeholder={t('news.titlePlaceholder')} {...search.field('title')} />
      </SearchField>
      <SearchField label={t('news.category')}>
        <Select
          allowClear
          placeholder={t('news.categoryPlaceholder')}
          options={toOptions(categories)}
          {...search.field('category')}
        />
      </SearchField>
      <SearchField label={t('common.contentLang')}>
        <Select
          allowClear
          placeholder={t('common.contentLangPlaceholder')}
          options={toOptions(languages)}
          {...search.field('lang')}
        />
      </SearchField>
      <SearchField label={t('news.status')}>
        <Select
          allowClear
          placeholder={t('news.statusPlaceholder')}
          options={toOptions(statuses)}
          {...search.field('status')}
        />
      </SearchField>
      <SearchField label={t('common.createTime')}>
        <DateRangeInput {...search.field('createTime')} />
      </SearchField>
    </SearchForm>
  );
}
