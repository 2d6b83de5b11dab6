import { Input, Select } from 'antd';
import { DateRangeInput } from '../date/DateRangeInput';
import type { DayRange } from '../date/dateRange';
import { dictOptions } from '../dict/dictOptions';
import type { DictOption } from '../dict/dictCache';
import { SearchField } from './SearchForm';
import type { SearchFieldBinding } from './useSearchForm';

interface LabelledBinding<T> extends SearchFieldBinding<T> {
  /** the field's label, tied to the control */
  label: string;
}

/** A text field of a search form: `<SearchInput label="新闻标题" placeholder="…" {...search.field('title')} />`. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: LabelledBinding<string> & { placeholder?: string }) {
  return (
    <SearchField label={label}>
      <Input allowClear placeholder={placeholder} value={value} onChange={onChange} />
    </SearchField>
  );
}

/** A dictionary choice of a search form (cleared = no filter). */
export function SearchSelect<T extends string>({
  label,
  placeholder,
  options,
  value,
  onChange,
}: LabelledBinding<T> & { placeholder?: string; options: readonly DictOption[] }) {
  return (
    <SearchField label={label}>
      <Select<T>
        allowClear
        placeholder={placeholder}
        options={dictOptions(options) as Array<{ label: string; value: T }>}
        value={value}
        onChange={onChange}
      />
    </SearchField>
  );
}

/** A day range of a search form (`withDateRange` turns it into `params[beginTime]/[endTime]`). */
export function SearchDateRange({ label, value, onChange }: LabelledBinding<DayRange | null>) {
  return (
    <SearchField label={label}>
      <DateRangeInput value={value} onChange={onChange} />
    </SearchField>
  );
}
