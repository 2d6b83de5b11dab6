import { Form, Input, SearchForm, type FormInstance } from '@dis/ui';
import { useMonitorTranslation } from '../i18n';
import type { OnlineFilters } from './types';

export interface OnlineSearchFormProps {
  form: FormInstance<OnlineFilters>;
  onSearch: (values: OnlineFilters) => void;
  onReset: () => void;
}

/** 登录地址 and 用户名称 above the online-user list. */
export function OnlineSearchForm({ form, onSearch, onReset }: OnlineSearchFormProps) {
  const { t } = useMonitorTranslation();
  return (
    <SearchForm<OnlineFilters> form={form} onSearch={onSearch} onReset={onReset}>
      <Form.Item label={t('online.ipaddr')} name="ipaddr">
        <Input allowClear placeholder={t('online.ipaddrPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('online.userName')} name="userName">
        <Input allowClear placeholder={t('online.userNamePlaceholder')} />
      </Form.Item>
    </SearchForm>
  );
}
