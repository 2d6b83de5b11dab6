import {
  SearchDateRange,
  SearchForm,
  SearchInput,
  SearchSelect,
  type DictOption,
  type SearchFormBinding,
} from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { JobSearchValues } from './types';

export interface JobSearchFormProps extends SearchFormBinding<JobSearchValues> {
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
}

/** 职位名称, 工作城市, 内容语言, 招聘状态 and 创建时间 above the job list. */
export function JobSearchForm({ languages, statuses, ...form }: JobSearchFormProps) {
  const { t } = useDeskTranslation();
  const { field } = form.search;
  return (
    <SearchForm<JobSearchValues> {...form}>
      <SearchInput label={t('job.title')} placeholder={t('job.titlePlaceholder')} {...field('title')} />
      <SearchInput label={t('job.city')} placeholder={t('job.cityPlaceholder')} {...field('city')} />
      <SearchSelect
        label={t('common.contentLang')}
        placeholder={t('common.contentLangPlaceholder')}
        options={languages}
        {...field('lang')}
      />
      <SearchSelect
        label={t('job.status')}
        placeholder={t('job.statusPlaceholder')}
        options={statuses}
        {...field('status')}
      />
      <SearchDateRange label={t('common.createTime')} {...field('createTime')} />
    </SearchForm>
  );
}
