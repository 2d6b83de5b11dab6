import type { AjaxResultOf, SalesBoard } from '@dis/contract';
import { http } from '@dis/shared/request';
import {
  Card,
  DateRangeInput,
  Empty,
  LoadFailed,
  Spin,
  Table,
  useDicts,
  withDateRange,
  type DayRange,
} from '@dis/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSalesTranslation } from '../../i18n';
import './boardPage.css';

const StageFunnel = lazy(() => import('./BoardCharts').then((module) => ({ default: module.StageFunnel })));
const WeeklyStages = lazy(() => import('./BoardCharts').then((module) => ({ default: module.WeeklyStages })));

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);

/**
 * 销售看板 (docs/sales/board.md): the funnel by stage and by week, conversion and the median
 * working hours to the first contact, per owner, for the leads requested in the range — within
 * the viewer's data scope (a salesperson their own leads, a leader their department's).
 */
export default function BoardPage() {
  const { t } = useSalesTranslation();
  const dicts = useDicts('sales_lead_stage');
  const stages = useMemo(() => dicts.sales_lead_stage ?? [], [dicts]);
  const [range, setRange] = useState<DayRange | null>(null);
  const [board, setBoard] = useState<SalesBoard | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    http
      .get<AjaxResultOf<SalesBoard>>('/sales/board', withDateRange({ range }, 'range'))
      .then((answer) => current && (setBoard(answer.data), setFailed(null)))
      .catch(
        (error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      current = false;
    };
  }, [range, attempt]);
  const stageName = (value: string) => stages.find((option) => option.value === value)?.label ?? value;
  const hours = (value: number | null) => (value === null ? t('board.none') : t('board.hours', { value }));

  if (failed)
    return <LoadFailed title={t('board.failed')} reason={failed} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="app-container sales-board">
      <div className="sales-board__range">
        <span>{t('board.range')}</span>
        <DateRangeInput value={range ?? undefined} onChange={(value) => setRange(value ?? null)} />
      </div>
      {board === null ? (
        <Spin />
      ) : (
        <>
          <div className="sales-board__figures">
            <Figure label={t('board.total')} value={String(board.total)} />
            <Figure
              label={t('board.conversion')}
              value={percent(board.conversion)}
              help={t('board.conversionHelp')}
            />
            <Figure label={t('board.medianFirstContact')} value={hours(board.medianFirstContactHours)} />
            <Figure label={t('board.overdue')} value={String(board.overdue)} alert={board.overdue > 0} />
          </div>
          {board.total === 0 ? (
            <Empty />
          ) : (
            <div className="sales-board__charts">
              <Card title={t('board.funnel')} size="small">
                <Suspense fallback={<Spin />}>
                  <StageFunnel
                    label={t('board.funnel')}
                    stages={board.funnel.map((row) => ({ name: stageName(row.stage), value: row.count }))}
                  />
                </Suspense>
              </Card>
              <Card title={t('board.weeks')} size="small">
                <Suspense fallback={<Spin />}>
                  <WeeklyStages
                    label={t('board.weeks')}
                    weeks={board.weeks.map((row) => row.week)}
                    series={board.funnel.map(({ stage }) => ({
                      name: stageName(stage),
                      data: board.weeks.map((row) => row.stages[stage] ?? 0),
                    }))}
                  />
                </Suspense>
              </Card>
            </div>
          )}
          <h3>{t('board.owners')}</h3>
          <Table
            size="small"
            rowKey={(row) => String(row.ownerId)}
            pagination={false}
            dataSource={board.owners}
            columns={[
              {
                key: 'owner',
                title: t('board.owner'),
                render: (_, row) => row.ownerName ?? t('lead.unassigned'),
              },
              { key: 'leads', title: t('board.leads'), dataIndex: 'leads', align: 'right' },
              { key: 'contacted', title: t('board.contacted'), dataIndex: 'contacted', align: 'right' },
              { key: 'won', title: t('board.won'), dataIndex: 'won', align: 'right' },
              { key: 'lost', title: t('board.lost'), dataIndex: 'lost', align: 'right' },
              { key: 'overdue', title: t('board.overdue'), dataIndex: 'overdue', align: 'right' },
              {
                key: 'conversion',
                title: t('board.conversion'),
                align: 'right',
                render: (_, row) => percent(row.conversion),
              },
              {
                key: 'median',
                title: t('board.medianFirstContact'),
                align: 'right',
                render: (_, row) => hours(row.medianFirstContactHours),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}

function Figure({
  label,
  value,
  help,
  alert,
}: {
  label: string;
  value: string;
  help?: string;
  alert?: boolean;
}) {
  return (
    <div className={`sales-board__figure${alert ? ' sales-board__figure--alert' : ''}`} title={help}>
      <div className="sales-board__figure-label">{label}</div>
      <div className="sales-board__figure-value">{value}</div>
    </div>
  );
}
