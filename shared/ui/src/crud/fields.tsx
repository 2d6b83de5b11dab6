import type { ReactNode } from 'react';
import type { TableColumnType, TableColumnsType } from 'antd';
import type { TFunction } from '@dis/shared';
import { withDateRange, type DayRange } from '../date/dateRange';
import { DictTag } from '../dict/DictTag';
import type { DictOption } from '../dict/dictCache';
import { SearchDateRange, SearchInput, SearchSelect } from '../search/SearchFields';
import { SearchForm } from '../search/SearchForm';
import { StatusSwitch } from './StatusSwitch';
import { dictColumn, timeColumn } from './columns';
import type { SearchFormBinding } from './useCrudList';

/** How a field is searched: a text box (trimmed), a dictionary choice, a day range. */
export type SearchKind = 'input' | 'select' | 'dateRange';

/**
 * How a field is shown in the table: its text, its dictionary tag, a `yyyy-MM-dd HH:mm:ss` time,
 * a status switch (its tag for those who may not edit), or the row's number across pages.
 */
export type ColumnKind = 'text' | 'tag' | 'time' | 'switch' | 'index';

export interface ColumnSpec<Row> {
  kind?: ColumnKind;
  /** the title's word when it is not the field's label */
  title?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  ellipsis?: boolean;
  /** where the value is when not at `row[name]` (`['dept', 'deptName']`) */
  dataIndex?: string | readonly string[];
  /** switch: the row field that names the row in the switch's label (`状态: 季度演练复盘`) */
  rowLabel?: keyof Row & string;
}

/**
 * One field of a resource as its list page uses it: an entry with `search` is a search field, an
 * entry with `column` a table column, in the order of the spec. A name may appear twice when the
 * search form and the table order it differently. Labels are keys of the page's namespace.
 */
export interface FieldSpec<Row = object> {
  /** the row field, the filter and the column key */
  name: string;
  /** the label's key (`post.postCode`); the search placeholder is `<label>Placeholder` */
  label: string;
  /** the placeholder's key when not `<label>Placeholder` */
  placeholder?: string;
  /** the dictionary of the values (options of a select, tags of a column) */
  dict?: string;
  search?: SearchKind;
  /** dateRange: `params[begin<Name>]/[end<Name>]` instead of `params[beginTime]/[endTime]` */
  rangeParam?: string;
  /** `true` for the plain text, a kind, or the column's options */
  column?: true | ColumnKind | ColumnSpec<Row>;
}

/** The values of a spec's search form, by field name. */
export type SearchValues = Record<string, string | DayRange | null | undefined>;

/** Loaded dictionaries by type (`useDicts`). */
export type DictMap = Readonly<Record<string, readonly DictOption[] | undefined>>;

const NO_OPTIONS: readonly DictOption[] = [];

/** The dictionary types a spec needs, each once. */
export function dictTypesOf(fields: readonly FieldSpec<never>[]): string[] {
  return [...new Set(fields.flatMap((field) => (field.dict ? [field.dict] : [])))];
}

/**
 * The filters a search form sends for a spec: text trimmed, blanks as `undefined` (left out of
 * the query string, and clearing an earlier value), day ranges as `params[beginTime]/[endTime]`.
 */
export function filtersOf<Q extends object = Record<string, unknown>>(
  fields: readonly FieldSpec<never>[],
  values: Partial<SearchValues>,
): Q {
  let filters: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.search) continue;
    const value = values[field.name];
    if (field.search === 'dateRange') {
      filters = withDateRange({ ...filters, [field.name]: value }, field.name, field.rangeParam);
    } else if (typeof value === 'string') {
      filters[field.name] = value.trim() || undefined;
    } else {
      filters[field.name] = value ?? undefined;
    }
  }
  return filters as Q;
}

/** `filtersOf` bound to a spec: the `toFilters` of `useCrudList` (a module-level constant). */
export function filtersFor<Q extends object = Record<string, unknown>>(fields: readonly FieldSpec<never>[]) {
  return (values: Partial<SearchValues>): Q => filtersOf<Q>(fields, values);
}

export interface FieldSearchFormProps extends SearchFormBinding<SearchValues> {
  fields: readonly FieldSpec<never>[];
  /** the page's translator (the labels are its keys) */
  t: TFunction;
  dicts: DictMap;
}

/** The search form of a spec: its `search` entries in order, 搜索 and 重置. */
export function FieldSearchForm({ fields, t, dicts, ...form }: FieldSearchFormProps) {
  const { field: bind } = form.search;
  return (
    <SearchForm<SearchValues> {...form}>
      {fields.map((field) => {
        const label = t(field.label);
        const placeholder = t(field.placeholder ?? `${field.label}Placeholder`);
        const key = `${field.name}-${field.search}`;
        switch (field.search) {
          case 'input':
            return (
              <SearchInput
                key={key}
                label={label}
                placeholder={placeholder}
                {...(bind(field.name) as ReturnType<typeof bind> & { value: string | undefined })}
              />
            );
          case 'select':
            return (
              <SearchSelect<string>
                key={key}
                label={label}
                placeholder={placeholder}
                options={(field.dict && dicts[field.dict]) || NO_OPTIONS}
                {...(bind(field.name) as ReturnType<typeof bind> & { value: string | undefined })}
              />
            );
          case 'dateRange':
            return (
              <SearchDateRange
                key={key}
                label={label}
                {...(bind(field.name) as ReturnType<typeof bind> & { value: DayRange | null | undefined })}
              />
            );
          default:
            return null;
        }
      })}
    </SearchForm>
  );
}

export interface FieldColumnsOptions<Row> {
  t: TFunction;
  dicts: DictMap;
  /** switch columns: a switch (else the tag) */
  canSwitch?: boolean;
  /** a switch was clicked (the page confirms and changes) */
  onSwitch?: (row: Row, field: string) => void;
  /** index columns: the number of the first row of the page */
  firstIndex?: number;
}

const columnSpecOf = <Row,>(column: FieldSpec<Row>['column']): ColumnSpec<Row> =>
  column === true ? {} : typeof column === 'string' ? { kind: column } : (column ?? {});

/** The table columns of a spec: its `column` entries in order (no actions column). */
export function fieldColumns<Row extends object>(
  fields: readonly FieldSpec<Row>[],
  { t, dicts, canSwitch = false, onSwitch, firstIndex = 1 }: FieldColumnsOptions<Row>,
): TableColumnsType<Row> {
  const columns: TableColumnsType<Row> = [];
  for (const field of fields) {
    if (!field.column) continue;
    const { kind = 'text', title: titleKey, rowLabel, dataIndex, ...layout } = columnSpecOf(field.column);
    const title = t(titleKey ?? field.label);
    const name = field.name as keyof Row & string;
    const options = (field.dict && dicts[field.dict]) || NO_OPTIONS;
    let column: TableColumnType<Row>;
    switch (kind) {
      case 'tag':
        column = dictColumn<Row>(name, title, options);
        break;
      case 'time':
        column = timeColumn<Row>(name, title);
        break;
      case 'switch':
        column = {
          key: name,
          title,
          dataIndex: name,
          align: 'center',
          render: (value: string, row: Row): ReactNode =>
            canSwitch && onSwitch ? (
              <StatusSwitch
                value={value}
                options={options}
                label={`${title}: ${String(rowLabel ? row[rowLabel] : (options.find((o) => o.value === value)?.label ?? value))}`}
                onChange={() => onSwitch(row, field.name)}
              />
            ) : (
              <DictTag options={options} value={value} />
            ),
        };
        break;
      case 'index':
        column = { key: name, title, align: 'center', width: 64, render: (_, __, i) => firstIndex + i };
        break;
      default:
        column = { key: name, title, dataIndex: name };
    }
    columns.push({
      ...column,
      ...layout,
      ...(dataIndex ? { dataIndex: dataIndex as string[] } : {}),
    } as TableColumnType<Row>);
  }
  return columns;
}
