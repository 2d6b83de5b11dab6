import {
  SearchDateRange,
  SearchForm,
  SearchInput,
  SearchSelect,
  type DictOption,
  type SearchFormBinding,
} from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { LeadSearchValues } from './types';

export interface LeadSearchFormProps extends SearchFormBinding<LeadSearchValues> {
  statuses: readonly DictOption[];
  sources: readonly DictOption[];
}

/** 姓名, 手机号, 公司名称, 跟进状态, 申请来源 and 申请时间 above the list of trial requests. */
export function LeadSearchForm({ statuses, sources, ...form }: LeadSearchFormProps) {
  const { t } = useDeskTranslation();
  const { field } = form.search;
  return (
    <SearchForm<LeadSearchValues> {...form}>
      <SearchInput label={t('lead.name')} placeholder={t('lead.namePlaceholder')} {...field('name')} />
      <SearchInput label={t('lead.phone')} placeholder={t('lead.phonePlaceholder')} {...field('phone')} />
      <SearchInput
        label={t('lead.company')}
        placeholder={t('lead.companyPlaceholder')}
        {...field('company')}
      />
      <SearchSelect
        label={t('lead.status')}
        placeholder={t('lead.statusPlaceholder')}
        options={statuses}
        {...field('status')}
      />
      <SearchSelect
        label={t('lead.source')}
        placeholder={t('lead.sourcePlaceholder')}
        options={sources}
        {...field('source')}
      />
      <SearchDateRange label={t('lead.createTime')} {...field('createTime')} />
    </SearchForm>
  );
}
