import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { FormInstance } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useUiTranslation } from '../i18n';
import './searchForm.css';

export interface SearchFormProps<V> {
  form: FormInstance<V>;
  /** the fields (`<Form.Item name=…>`) */
  children: ReactNode;
  /** 搜索 (also Enter in a field) with the form's values */
  onSearch: (values: V) => void;
  /** 重置: the fields are cleared first */
  onReset: () => void;
  /** hidden keeps the values (the toolbar's 隐藏搜索) */
  visible?: boolean;
  initialValues?: Partial<V>;
}

/** The inline search form above a console list, with its 搜索 and 重置 buttons. */
export function SearchForm<V extends object>({
  form,
  children,
  onSearch,
  onReset,
  visible = true,
  initialValues,
}: SearchFormProps<V>) {
  const { t } = useUiTranslation();
  return (
    <Form<V>
      form={form}
      layout="inline"
      className="dis-search-form"
      hidden={!visible}
      initialValues={initialValues}
      onFinish={onSearch}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search.submit')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('search.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
