import { SearchForm, SearchInput, type SearchFormBinding } from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import type { OnlineFilters } from './types';

/** 登录地址 and 用户名称 above the online-user list. */
export function OnlineSearchForm(form: SearchFormBinding<OnlineFilters>) {
  const { t } = useMonitorTranslation();
  const { field } = form.search;
  return (
    <SearchForm<OnlineFilters> {...form}>
      <SearchInput
        label={t('online.ipaddr')}
        placeholder={t('online.ipaddrPlaceholder')}
        {...field('ipaddr')}
      />
      <SearchInput
        label={t('online.userName')}
        placeholder={t('online.userNamePlaceholder')}
        {...field('userName')}
      />
    </SearchForm>
  );
}
