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
import type { JobSearchValues } from './types';

export interface JobSearchFormProps {
  search: SearchFormState<JobSearchValues>;
  visible: boolean;
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  onSearch: (values: JobSearchValues) => void;
  onReset: () => void;
}

const toOptions = (options: readonly DictOption[]) =>
  options.map((option) => ({ label: option.label, value: option.value }));

/** 职位名称, 工作城市, 内容语言, 招聘状态 and 创建时间 above the job list. */
export function JobSearchForm({
  search,
  visible,
  languages,
  statuses,
  onSearch,
  onReset,
}: JobSearchFormProps) {
  const { t } = useDeskTranslation();
  return (
    <SearchForm<JobSearchValues> search={search} visible={visible} onSearch={onSearch} onReset={onReset}>
      <SearchField label={t('job.title')}>
        <Input allowClear placeholder={t('job.titlePlaceholder')} {...search.field('title')} />
      </SearchField>
      <SearchField label={t('job.city')}>
        <Input allowClear placeholder={t('job.cityPlaceholder')} {...search.field('city')} />
      </SearchField>
      <SearchField label={t('common.contentLang')}>
        <Select
          allowClear
          placeholder={t('common.contentLangPlaceholder')}
          options={toOptions(languages)}
          {...search.field('lang')}
        />
      </SearchField>
      <SearchField label={t('job.status')}>
        <Select
          allowClear
          placeholder={t('job.statusPlaceholder')}
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
