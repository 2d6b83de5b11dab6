import type { TableColumnType } from 'antd';
import { parseTime } from '@dis/shared';
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
    render: (time: string | number | null | undefined) => parseTime(time),
  };
}
