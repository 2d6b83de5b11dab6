import { RadioGroup, Select, Space } from '@dis/ui';
import { InputNumber } from '@dis/ui/form';
import { fieldBounds, FIELD_MODES, type CronField, type FieldMode, type FieldState } from './cronFields';
import { useCronWords } from './cronWords';

export interface FieldTabProps {
  field: CronField;
  state: FieldState;
  thisYear: number;
  onChange: (state: FieldState) => void;
}

/** One tab of the builder: a radio per option, with the option's numbers beside it. */
export function FieldTab({ field, state, thisYear, onChange }: FieldTabProps) {
  const { t, r } = useCronWords();
  const [min, max] = fieldBounds(field, thisYear);
  const weekdays = r<string[]>('weekdays') ?? [];
  const unit = t(`unit.${field}`);
  const set = (patch: Partial<FieldState>) => onChange({ ...state, ...patch });
  const num = (value: number, onValue: (n: number) => void, low: number, high: number, label: string) =>
    field === 'week' ? (
      <Select
        size="small"
        aria-label={label}
        value={value}
        style={{ width: 100 }}
        onChange={onValue}
        options={[2, 3, 4, 5, 6, 7, 1].map((d) => ({ value: d, label: weekdays[d - 1] }))}
      />
    ) : (
      <InputNumber
        size="small"
        aria-label={label}
        min={low}
        max={high}
        value={value}
        onChange={(n) => onValue(Number(n ?? low))}
      />
    );

  const listOptions =
    field === 'week'
      ? [2, 3, 4, 5, 6, 7, 1].map((d) => ({ value: d, label: `${weekdays[d - 1]}(${d})` }))
      : field === 'year'
        ? Array.from({ length: 9 }, (_, i) => ({ value: thisYear + i, label: String(thisYear + i) }))
        : Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));

  const label = (mode: FieldMode) => {
    switch (mode) {
      case 'every':
        return t(`every.${field}`);
      case 'none':
        return t('none');
      case 'omit':
        return t('omit');
      case 'cycle':
        return (
          <Space size={4} wrap>
            {t('cycleFrom')}
            {num(
              state.cycle[0],
              (n) => set({ mode, cycle: [n, state.cycle[1]] }),
              min,
              max - 1,
              `${t('cycleFrom')} ${t(`tabs.${field}`)}`,
            )}
            {t('cycleTo')}
            {num(
              state.cycle[1],
              (n) => set({ mode, cycle: [state.cycle[0], n] }),
              min + 1,
              max,
              `${t('cycleTo')} ${t(`tabs.${field}`)}`,
            )}
            {unit}
          </Space>
        );
      case 'step':
        return (
          <Space size={4} wrap>
            {t('stepFrom')}
            {num(
              state.step[0],
              (n) => set({ mode, step: [n, state.step[1]] }),
              min,
              max - 1,
              `${t('stepFrom')} ${t(`tabs.${field}`)}`,
            )}
            {unit}
            {t('stepStart')}
            <InputNumber
              size="small"
              aria-label={`${t('stepStart')} ${t(`tabs.${field}`)}`}
              min={1}
              max={Math.max(1, max - state.step[0])}
              value={state.step[1]}
              onChange={(n) => set({ mode, step: [state.step[0], Number(n ?? 1)] })}
            />
            {unit}
            {t('stepUnit')}
          </Space>
        );
      case 'workday':
        return (
          <Space size={4} wrap>
            {t('workdayBefore')}
            <InputNumber
              size="small"
              aria-label={t('workdayBefore')}
              min={1}
              max={31}
              value={state.single}
              onChange={(n) => set({ mode, single: Number(n ?? 1) })}
            />
            {t('workdayAfter')}
          </Space>
        );
      case 'last':
        return field === 'week' ? (
          <Space size={4} wrap>
            {t('lastWeek')}
            {num(state.single, (n) => set({ mode, single: n }), 1, 7, t('lastWeek'))}
          </Space>
        ) : (
          t('lastDay')
        );
      case 'nth':
        return (
          <Space size={4} wrap>
            {t('nthBefore')}
            <InputNumber
              size="small"
              aria-label={t('nthBefore')}
              min={1}
              max={4}
              value={state.nth}
              onChange={(n) => set({ mode, nth: Number(n ?? 1) })}
            />
            {t('nthMiddle')}
            {num(state.single, (n) => set({ mode, single: n }), 1, 7, t('nthMiddle'))}
          </Space>
        );
      case 'list':
        return (
          <Space size={4} wrap>
            {t('list')}
            <Select
              mode="multiple"
              size="small"
              allowClear
              aria-label={`${t('list')} ${t(`tabs.${field}`)}`}
              placeholder={t('listPlaceholder')}
              style={{ minWidth: 220, maxWidth: 520 }}
              value={state.list}
              options={listOptions}
              onChange={(list: number[]) => set({ mode, list })}
            />
          </Space>
        );
      default:
        return null;
    }
  };

  return (
    <RadioGroup
      className="dis-crontab__options"
      value={state.mode}
      onChange={(event) => set({ mode: event.target.value as FieldMode })}
      options={FIELD_MODES[field].map((mode) => ({
        value: mode,
        label: label(mode),
        className: 'dis-crontab__option',
      }))}
    />
  );
}
