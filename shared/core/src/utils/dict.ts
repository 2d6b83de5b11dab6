/** One option of a dictionary-driven control: what `useDicts` gives (`raw` is the stored entry). */
export interface LabelledOption {
  label: string;
  value: string | number;
}

/**
 * The label of a dictionary value (RuoYi's `selectDictLabel`): the option whose value equals
 * `value` (compared as text), else the value itself; '' for no value.
 */
export function selectDictLabel(
  options: readonly LabelledOption[],
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const wanted = String(value);
  const option = options.find((o) => String(o.value) === wanted);
  return option ? option.label : wanted;
}

/**
 * The labels of several values (RuoYi's `selectDictLabels`): a `separator`-joined string or an
 * array in, the labels joined by the same separator out; values without an option stay as they are.
 */
export function selectDictLabels(
  options: readonly LabelledOption[],
  value: string | number | ReadonlyArray<string | number> | null | undefined,
  separator = ',',
): string {
  if (value === null || value === undefined || value === '') return '';
  const values = Array.isArray(value) ? value.map(String) : String(value).split(separator);
  return values
    .filter((item) => item !== '')
    .map((item) => selectDictLabel(options, item.trim()))
    .join(separator);
}
