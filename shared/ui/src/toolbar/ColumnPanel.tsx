import { useState, type DragEvent } from 'react';
import { Button, Checkbox } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import type { ColumnPrefs } from '@dis/contract';
import { orderedKeys } from '../columns/columnKit';
import { useUiTranslation } from '../i18n';
import type { ToolbarColumn } from './RightToolbar';
import './columnPanel.css';

export interface ColumnPanelProps {
  /** the columns the staff member may choose, in their default order */
  columns: readonly ToolbarColumn[];
  /** hiding only (without `onPrefsChange`) */
  hidden?: readonly string[];
  onChange?: (keys: string[]) => void;
  /** the column preferences: hidden, order (上移 / 下移, or a row dragged onto another), 重置 */
  prefs?: ColumnPrefs | null;
  onPrefsChange?: (next: ColumnPrefs | null) => void;
}

/** The keys with the one at `from` moved to `to`. */
export function moveKey(keys: readonly string[], from: number, to: number): string[] {
  const next = [...keys];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * 列显隐's panel (loaded when it first opens): 列展示 and 重置, then each column with its check box,
 * a handle to drag it onto another place and 上移 / 下移 for the keyboard.
 */
export default function ColumnPanel({
  columns: defaults,
  hidden: hiddenOnly = [],
  onChange,
  prefs = null,
  onPrefsChange,
}: ColumnPanelProps) {
  const { t } = useUiTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  // the order is kept only once the staff member moves a column
  const base: ColumnPrefs = { hidden: [], order: [], widths: {}, ...prefs };
  const keys = orderedKeys(
    defaults.map((column) => column.key),
    base.order,
  );
  const columns = keys.map((key) => defaults.find((column) => column.key === key)!);
  const hidden = onPrefsChange ? base.hidden : hiddenOnly;
  const hide = (next: string[]) =>
    onPrefsChange ? onPrefsChange({ ...base, hidden: next }) : onChange?.(next);
  const onOrderChange = onPrefsChange && ((order: string[]) => onPrefsChange({ ...base, order }));
  const onReset = onPrefsChange && (() => onPrefsChange(null));
  const shown = columns.filter((column) => !hidden.includes(column.key)).length;
  const move = (from: number, to: number) => {
    if (onOrderChange && to >= 0 && to < keys.length && from !== to) onOrderChange(moveKey(keys, from, to));
  };
  return (
    <div className="dis-column-picker">
      <div className="dis-column-picker__all">
        <Checkbox
          checked={shown === columns.length}
          indeterminate={shown > 0 && shown < columns.length}
          onChange={(event) => hide(event.target.checked ? [] : [...keys])}
        >
          {t('toolbar.allColumns')}
        </Checkbox>
        {onReset ? (
          <Button type="link" size="small" onClick={onReset}>
            {t('toolbar.resetColumns')}
          </Button>
        ) : null}
      </div>
      <ul className="dis-column-picker__list">
        {columns.map((column, index) => {
          const name = typeof column.title === 'string' ? column.title : column.key;
          const drop = {
            onDragOver: (event: DragEvent) => {
              if (dragged !== null) event.preventDefault();
            },
            onDrop: (event: DragEvent) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            },
          };
          return (
            <li
              key={column.key}
              className={['dis-column-picker__item', dragged === index ? 'is-dragged' : '']
                .filter(Boolean)
                .join(' ')}
              data-column={column.key}
              {...(onOrderChange ? drop : {})}
            >
              {onOrderChange ? (
                <span
                  className="dis-column-picker__handle"
                  draggable
                  title={t('toolbar.dragColumn', { column: name })}
                  aria-hidden
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', column.key);
                    setDragged(index);
                  }}
                  onDragEnd={() => setDragged(null)}
                >
                  <HolderOutlined />
                </span>
              ) : null}
              <Checkbox
                checked={!hidden.includes(column.key)}
                onChange={(event) =>
                  hide(
                    event.target.checked
                      ? hidden.filter((key) => key !== column.key)
                      : [...hidden, column.key],
                  )
                }
              >
                {column.title}
              </Checkbox>
              {onOrderChange ? (
                <span className="dis-column-picker__moves">
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('toolbar.moveUp', { column: name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('toolbar.moveDown', { column: name })}
                    disabled={index === columns.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
