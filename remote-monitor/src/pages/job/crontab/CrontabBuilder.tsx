import { useMemo, useState } from 'react';
import { cronProblem, nextFireTimes } from '@dis/contract/cron';
import { parseTime, wallClock } from '@dis/shared';
import { useServerTimeZone } from '@dis/shared/store';
import { Button, Space, Tabs } from '@dis/ui';
import {
  buildExpression,
  CRON_FIELDS,
  DEFAULT_PARTS,
  defaultFieldState,
  fieldText,
  parseFieldState,
  splitExpression,
  withField,
  type CronField,
  type CronParts,
  type FieldState,
} from './cronFields';
import { useCronWords } from './cronWords';
import { FieldTab } from './FieldTab';
import './crontab.css';

export interface CrontabProps {
  /** the expression to start from (6 or 7 Quartz fields) */
  expression?: string | null;
  /** tabs not to show, e.g. `['year']` */
  hideComponent?: readonly CronField[];
  /** 确定: the built expression */
  onFill: (expression: string) => void;
  /** 取消 */
  onHide: () => void;
}

type States = Record<CronField, FieldState>;

function statesOf(parts: CronParts, thisYear: number): States {
  return Object.fromEntries(
    CRON_FIELDS.map((field) => [field, parseFieldState(field, parts[field], thisYear)]),
  ) as States;
}

/**
 * The cron expression builder (ruoyi-ui Crontab): a tab per field, the fields and the expression
 * in a table, the next 5 run times, and 确定 / 重置 / 取消.
 */
export default function CrontabBuilder({ expression, hideComponent = [], onFill, onHide }: CrontabProps) {
  const { t } = useCronWords();
  const [now] = useState(() => new Date());
  // the jobs fire on the server's clock: the preview counts and shows in its zone (docs/product.md §9 "One clock")
  const timeZone = useServerTimeZone();
  const thisYear = wallClock(now, timeZone).y;
  const [parts, setParts] = useState<CronParts>(() => splitExpression(expression));
  const [states, setStates] = useState<States>(() => statesOf(splitExpression(expression), thisYear));
  const built = buildExpression(parts);

  const change = (field: CronField, state: FieldState) => {
    const next = withField(parts, field, fieldText(field, state, thisYear));
    setParts(next);
    setStates((current) => ({
      ...current,
      [field]: state,
      ...(field === 'day' && next.week !== parts.week
        ? { week: { ...current.week, mode: 'none' as const } }
        : {}),
      ...(field === 'week' && next.day !== parts.day
        ? { day: { ...current.day, mode: 'none' as const } }
        : {}),
    }));
  };

  const reset = () => {
    setParts({ ...DEFAULT_PARTS });
    setStates(Object.fromEntries(CRON_FIELDS.map((f) => [f, defaultFieldState(f, thisYear)])) as States);
  };

  const preview = useMemo(() => {
    // the engine the jobs run on, in the server's zone: the preview is the schedule (docs/monitor/job.md "One cron engine")
    const problem = cronProblem(built);
    if (problem) return { runs: [] as string[], note: t(`invalid.${problem}`) };
    const runs = nextFireTimes(built, 5, now, timeZone).map((date) => parseTime(date, undefined, timeZone));
    const note =
      runs.length === 0 ? t('noRuns') : runs.length < 5 ? t('onlyRuns', { count: runs.length }) : '';
    return { runs, note };
  }, [built, now, t, timeZone]);

  const shown = CRON_FIELDS.filter((field) => !hideComponent.includes(field));

  return (
    <div className="dis-crontab">
      <Tabs
        items={shown.map((field) => ({
          key: field,
          label: t(`tabs.${field}`),
          children: (
            <FieldTab
              field={field}
              state={states[field]}
              thisYear={thisYear}
              onChange={(state) => change(field, state)}
            />
          ),
        }))}
      />
      <div className="dis-crontab__result">
        <table className="dis-crontab__table">
          <caption>{t('table')}</caption>
          <thead>
            <tr>
              {CRON_FIELDS.map((field) => (
                <th key={field} scope="col">
                  {t(`tabs.${field}`)}
                </th>
              ))}
              <th scope="col">{t('expression')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              {CRON_FIELDS.map((field) => (
                <td key={field}>{parts[field]}</td>
              ))}
              <td className="dis-crontab__expression">{built}</td>
            </tr>
          </tbody>
        </table>
        <section className="dis-crontab__runs" aria-label={t('nextRuns')}>
          <h4>{t('nextRuns')}</h4>
          <ul>
            {preview.runs.map((run) => (
              <li key={run}>{run}</li>
            ))}
          </ul>
          {preview.note ? <p className="dis-crontab__note">{preview.note}</p> : null}
        </section>
      </div>
      <Space className="dis-crontab__buttons">
        <Button type="primary" onClick={() => onFill(built)}>
          {t('ok')}
        </Button>
        <Button type="primary" danger onClick={reset}>
          {t('reset')}
        </Button>
        <Button onClick={onHide}>{t('cancel')}</Button>
      </Space>
    </div>
  );
}
