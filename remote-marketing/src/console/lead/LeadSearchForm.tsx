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
import type { LeadSearchValues } from './types';

export interface LeadSearchFormProps {
  search: SearchFormState<LeadSearchValues>;
  visible: boolean;
  statuses: readonly DictOption[];
  sources: readonly DictOption[];
  onSearch: (values: LeadSearchValues) => void;
  onReset: () => void;
}

const toOptions = (options: readonly DictOption[]) =>
  options.map((option) => ({ label: option.label, value: option.value }));

/** 姓名, 手机号, 公司名称, 跟进状态, 申请来源 and 申请时间 above the list of trial requests. */
export function LeadSearchForm({
  search,
  visible,
  statuses,
  sources,
  onSearch,
  onReset,
}: LeadSearchFormProps) {
  const { t } = useDeskTranslation();
  return (
    <SearchForm<LeadSearchValues> search={search} visible={visible} onSearch={onSearch} onReset={onReset}>
      <SearchField label={t('lead.name')}>
        <Input allowClear placeholder={t('lead.namePlaceholder')} {...search.field('name')} />
      </SearchField>
      <SearchField label={t('lead.phone')}>
        <Input allowClear placeholder={t('lead.phonePlaceholder')} {...search.field('phone')} />
      </SearchField>
      <SearchField label={t('lead.company')}>
        <Input allowClear placeholder={t('lead.companyPlaceholder')} {...search.field('company')} />
      </SearchField>
      <SearchField label={t('lead.status')}>
        <Select
          allowClear
          placeholder={t('lead.statusPlaceholder')}
          options={toOptions(statuses)}
          {...search.field('status')}
        />
      </SearchField>
      <SearchField label={t('lead.source')}>
        <Select
          allowClear
          placeholder={t('lead.sourcePlaceholder')}
          options={toOptions(sources)}
          {...search.field('source')}
        />
      </SearchField>
      <SearchField label={t('lead.createTime')}>
        <DateRangeInput {...search.field('createTime')} />
      </SearchField>
    </SearchForm>
  );
}
