import type { DictOption } from './dictCache';

/** Dictionary options as a Select, Radio or Checkbox group takes them (`label` and `value` only). */
export function dictOptions(options: readonly DictOption[]): Array<{ label: string; value: string }> {
  return options.map((option) => ({ label: option.label, value: option.value }));
}
