import { useMemo, useState } from 'react';
import { Button, Empty, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { MENU_ICON_NAMES, MenuIcon } from './menuIcons';
import { useIconWords } from './iconWords';
import './iconPicker.css';

export interface IconPickerProps {
  /** the chosen icon name */
  value?: string | null;
  /** called with the chosen name */
  onChange?: (name: string) => void;
  /** the names offered; the console's menu icons by default */
  names?: readonly string[];
}

/** Icon names containing the search text (case and spaces ignored). */
export function filterIconNames(names: readonly string[], search: string): string[] {
  const wanted = search.trim().toLowerCase();
  return wanted ? names.filter((name) => name.toLowerCase().includes(wanted)) : [...names];
}

/** A searchable grid of the console's icon names (ruoyi-ui IconSelect); emits the chosen name. */
export default function IconPickerPanel({ value, onChange, names = MENU_ICON_NAMES }: IconPickerProps) {
  const { t } = useIconWords();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterIconNames(names, search), [names, search]);
  return (
    <div className="dis-icon-picker">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <div className="dis-icon-picker__grid" role="listbox" aria-label={t('title')}>
          {shown.map((name) => (
            <Button
              key={name}
              role="option"
              aria-selected={name === value}
              type={name === value ? 'primary' : 'text'}
              ghost={name === value}
              className="dis-icon-picker__item"
              title={name}
              aria-label={name}
              onClick={() => onChange?.(name)}
            >
              <MenuIcon name={name} />
              <span className="dis-icon-picker__name">{name}</span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
