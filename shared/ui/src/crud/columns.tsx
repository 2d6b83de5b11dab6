import type { TableColumnType } from 'antd';
import { parseTime } from '@dis/shared';
import { useServerTimeZone } from '@dis/shared/store';
import { DictTag } from '../dict/DictTag';
import type { DictOption } from '../dict/dictCache';

/** A field of the row that a column shows (and the key the column picker remembers). */
type FieldOf<Row> = keyof Row & string;

/** A column that shows a dictionary value as its tag, centred. */
export function dictColumn<Row>(
  field: FieldOf<Row>,
  title: string,
  options: readonly DictOption[],
): TableColumnType<Row> {
  return {
    key: field,
    title,
    dataIndex: field,
    align: 'center',
    render: (value: string | null | undefined) => <DictTag options={options} value={value} />,
  };
}

/** A `yyyy-MM-dd HH:mm:ss` column (creation, publication, login time…). */
export function timeColumn<Row>(field: FieldOf<Row>, title: string): TableColumnType<Row> {
  return {
    key: field,
    title,
    dataIndex: field,
    width: 170,
    render: (time: string | number | null | undefined) => <ServerTime value={time} />,
  };
}

/**
 * A time as the server's clock shows it: a wire text as it is, a moment (epoch number) in the
 * server's zone (docs/product.md §9 "One clock").
 */
export function ServerTime({ value }: { value: string | number | null | undefined }) {
  return parseTime(value, undefined, useServerTimeZone());
}
