import { Switch } from '../lazy/components';
import type { DictOption } from '../dict/dictCache';

export interface StatusSwitchProps {
  /** "0" on (正常, published, open), "1" off */
  value: string | null | undefined;
  /** the status dictionary: the switch's two words */
  options: readonly DictOption[];
  /** the accessible name: `<column title>: <row name>` */
  label: string;
  /** asks to switch (the page confirms, changes and reloads) */
  onChange: () => void;
}

const labelOf = (options: readonly DictOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** A row's status as a switch between "0" and "1", worded by its dictionary. */
export function StatusSwitch({ value, options, label, onChange }: StatusSwitchProps) {
  return (
    <Switch
      checked={value === '0'}
      checkedChildren={labelOf(options, '0')}
      unCheckedChildren={labelOf(options, '1')}
      aria-label={label}
      onChange={onChange}
    />
  );
}
