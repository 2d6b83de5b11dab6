import { Input, SearchField, SearchForm, type SearchFormState } from '@dis/ui';
import { useMonitorTranslation } from '../i18n';
import type { OnlineFilters } from './types';

export interface OnlineSearchFormProps {
  search: SearchFormState<OnlineFilters>;
  onSearch: (values: OnlineFilters) => void;
  onReset: () => void;
}

/** 登录地址 and 用户名称 above the online-user list. */
export function OnlineSearchForm({ search, onSearch, onReset }: OnlineSearchFormProps) {
  const { t } = useMonitorTranslation();
  return (
    <SearchForm<OnlineFilters> search={search} onSearch={onSearch} onReset={onReset}>
      <SearchField label={t('online.ipaddr')}>
        <Input allowClear placeholder={t('online.ipaddrPlaceholder')} {...search.field('ipaddr')} />
      </SearchField>
      <SearchField label={t('online.userName')}>
        <Input allowClear placeholder={t('online.userNamePlaceholder')} {...search.field('userName')} />
      </SearchField>
    </SearchForm>
  );
}
