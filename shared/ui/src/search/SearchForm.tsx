import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Button } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useUiTranslation } from '../i18n';
import type { SearchFormState } from './useSearchForm';
import './searchForm.css';

export interface SearchFormProps<V extends object> {
  search: SearchFormState<V>;
  /** the fields (`<SearchField label=…>`) */
  children: ReactNode;
  /** 搜索 (also Enter in a field) with the form's values */
  onSearch: (values: Partial<V>) => void;
  /** 重置: the fields are cleared first */
  onReset: () => void;
  /** hidden keeps the values (the toolbar's 隐藏搜索) */
  visible?: boolean;
}

/** The inline search form above a console list, with its 搜索 and 重置 buttons. */
export function SearchForm<V extends object>({
  search,
  children,
  onSearch,
  onReset,
  visible = true,
}: SearchFormProps<V>) {
  const { t } = useUiTranslation();
  return (
    <form
      role="search"
      className="dis-search-form"
      hidden={!visible}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.values);
      }}
    >
      {children}
      <div className="dis-search-form__actions">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('search.submit')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            search.reset();
            onReset();
          }}
        >
          {t('search.reset')}
        </Button>
      </div>
    </form>
  );
}

/** One labelled field of a search form; the label is tied to the control by id. */
export function SearchField({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  const control = Children.only(children);
  return (
    <div className="dis-search-field">
      <label htmlFor={id} className="dis-search-field__label">
        {label}
      </label>
      {isValidElement(control) ? cloneElement(control, { id }) : control}
    </div>
  );
}
