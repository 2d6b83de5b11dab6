import { Fragment } from 'react';
import { Tag } from 'antd';
import type { DictOption } from './dictCache';

/** listClass of a dictionary entry → antd Tag colour. */
const TAG_COLOR: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export interface DictTagProps {
  options: readonly DictOption[];
  /** one value, several, or a `separator`-joined string */
  value: string | number | ReadonlyArray<string | number> | null | undefined;
  separator?: string;
  /** show values that match no option as plain text */
  showValue?: boolean;
}

function valuesOf(value: DictTagProps['value'], separator: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(separator);
}

/**
 * A dictionary value as its label: plain text when the entry has no list class (or `default`) and
 * no css class, else a Tag coloured by the list class.
 */
export function DictTag({ options, value, separator = ',', showValue = true }: DictTagProps) {
  const values = valuesOf(value, separator);
  return (
    <>
      {values.map((item, index) => {
        const option = options.find((o) => o.value === item);
        if (!option) return showValue ? <Fragment key={`${item}-${index}`}>{item} </Fragment> : null;
        const listClass = option.raw.listClass ?? '';
        const cssClass = option.raw.cssClass ?? '';
        if ((listClass === '' || listClass === 'default') && cssClass === '') {
          return <span key={option.value}>{option.label}</span>;
        }
        return (
          <Tag key={option.value} color={TAG_COLOR[listClass]} className={cssClass || undefined}>
            {option.label}
          </Tag>
        );
      })}
    </>
  );
}
