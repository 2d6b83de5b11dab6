import type { Status } from '@dis/shared';
import { DateRangeInput, Input, SearchField, SearchForm, Select, type DictOption, type SearchFormState } from '@dis/ui';
import { useSystemTranslation } from '../i18n';
import type { UserSearchValues } from './types';

export interface UserSearchFormProps {
  search: SearchFormState<UserSearchValues>;
  visible: boolean;
  statusOptions: readonly DictOption[];
  onSearch: (values: UserSearchValues) => void;
  onReset: () => void;
}

/** 用户名称, 手机号码, 状态 and 创建时间 above the user list. */
export function UserSearchForm({ search, visible, statusOptions, onSearch, onReset }: UserSearchFormProps) {
  const { t } = useSystemTranslation();
  return (
    <SearchForm<UserSearchValues> search={search} visible={visible} onSearch={onSearch} onReset={onReset}>
      <SearchField label={t('user.userName')}>
        <Input allowClear placeholder={t('user.userNamePlaceholder')} {...search.field('userName')} />
      </SearchField>
      <SearchField label={t('user.phonenumber')}>
        <Input allowClear placeholder={t('user.phonenumberPlaceholder')} {...search.field('phonenumber')} />
      </SearchField>
      <SearchField label={t('user.status')}>
        <Select<Status>
          allowClear
          placeholder={t('user.statusPlaceholder')}
          options={statusOptions.map((option) => ({ label: option.label, value: option.value as Status }))}
          {...search.field('status')}
        />
      </SearchField>
      <SearchField label={t('user.createTime')}>
        <DateRangeInput {...search.field('createTime')} />
      </SearchField>
    </SearchForm>
  );
}
