import { DictTag, Switch, type DictOption, type TableColumnType } from '@dis/ui';

/** "0" on (published, open), "1" off (draft, closed). */
export type OnOffStatus = '0' | '1';

export interface StatusColumnOptions<Row> {
  title: string;
  statuses: readonly DictOption[];
  /** a switch for those who may edit, the dictionary tag for the others */
  canEdit: boolean;
  /** asks to switch (with a confirm) */
  onToggle: (row: Row) => void;
}

const labelOf = (options: readonly DictOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The status column of the news and job lists: a switch between "0" and "1" named
 * `<title>: <row title>`, or the status tag for those who may not edit.
 */
export function statusColumn<Row extends { status: OnOffStatus; title: string }>({
  title,
  statuses,
  canEdit,
  onToggle,
}: StatusColumnOptions<Row>): TableColumnType<Row> {
  return {
    key: 'status',
    title,
    dataIndex: 'status',
    align: 'center',
    render: (value: OnOffStatus, row) =>
      canEdit ? (
        <Switch
          checked={value === '0'}
          checkedChildren={labelOf(statuses, '0')}
          unCheckedChildren={labelOf(statuses, '1')}
          aria-label={`${title}: ${row.title}`}
          onChange={() => onToggle(row)}
        />
      ) : (
        <DictTag options={statuses} value={value} />
      ),
  };
}
