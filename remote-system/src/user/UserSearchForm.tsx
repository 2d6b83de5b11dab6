import type { Status } from '@dis/shared';
import { DateRangeInput, Form, Input, SearchForm, Select, type DictOption, type FormInstance } from '@dis/ui';
import { useSystemTranslation } from '../i18n';
import type { UserSearchValues } from './types';

export interface UserSearchFormProps {
  form: FormInstance<UserSearchValues>;
  visible: boolean;
  statusOptions: readonly DictOption[];
  onSearch: (values: UserSearchValues) => void;
  onReset: () => void;
}

/** 用户名称, 手机号码, 状态 and 创建时间 above the user list. */
export function UserSearchForm({ form, visible, statusOptions, onSearch, onReset }: UserSearchFormProps) {
  const { t } = useSystemTranslation();
  return (
    <SearchForm<UserSearchValues> form={form} visible={visible} onSearch={onSearch} onReset={onReset}>
      <Form.Item label={t('user.userName')} name="userName">
        <Input allowClear placeholder={t('user.userNamePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('user.phonenumber')} name="phonenumber">
        <Input allowClear placeholder={t('user.phonenumberPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('user.status')} name="status">
        <Select<Status>
          allowClear
          placeholder={t('user.statusPlaceholder')}
          options={statusOptions.map((option) => ({ label: option.label, value: option.value as Status }))}
        />
      </Form.Item>
      <Form.Item label={t('user.createTime')} name="createTime">
        <DateRangeInput />
      </Form.Item>
    </SearchForm>
  );
}
