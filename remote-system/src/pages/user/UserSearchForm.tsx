import {
  SearchDateRange,
  SearchForm,
  SearchInput,
  SearchSelect,
  type DictOption,
  type SearchFormBinding,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import type { UserSearchValues } from './types';

export interface UserSearchFormProps extends SearchFormBinding<UserSearchValues> {
  statusOptions: readonly DictOption[];
}

/** 用户名称, 手机号码, 状态 and 创建时间 above the user list. */
export function UserSearchForm({ statusOptions, ...form }: UserSearchFormProps) {
  const { t } = useSystemTranslation();
  const { field } = form.search;
  return (
    <SearchForm<UserSearchValues> {...form}>
      <SearchInput
        label={t('user.userName')}
        placeholder={t('user.userNamePlaceholder')}
        {...field('userName')}
      />
      <SearchInput
        label={t('user.phonenumber')}
        placeholder={t('user.phonenumberPlaceholder')}
        {...field('phonenumber')}
      />
      <SearchSelect
        label={t('user.status')}
        placeholder={t('user.statusPlaceholder')}
        options={statusOptions}
        {...field('status')}
      />
      <SearchDateRange label={t('user.createTime')} {...field('createTime')} />
    </SearchForm>
  );
}
