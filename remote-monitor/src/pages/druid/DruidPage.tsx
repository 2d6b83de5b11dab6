import { useState } from 'react';
import type { AjaxResultOf, DataSourceFigures, StatementFiguresRow, TableSize } from '@dis/contract';
import { http } from '@dis/shared/request';
import {
  Button,
  Card,
  confirmAction,
  DeleteOutlined,
  ReloadOutlined,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import { InfoList } from '../server/InfoList';
import { usePolled } from '../server/usePolled';
import '../server/serverPage.css';
import './druidPage.css';

/** Seconds between two loads of the figures. */
export const DRUID_REFRESH_SECONDS = 30;

const loadFigures = () =>
  http.get<AjaxResultOf<DataSourceFigures>>('/monitor/druid').then((answer) => answer.data);

const byNumber =
  <K extends keyof StatementFiguresRow>(key: K) =>
  (a: StatementFiguresRow, b: StatementFiguresRow) =>
    Number(a[key]) - Number(b[key]);

/**
 * 数据监控: the database (kind, version, size, sessions), the connection pool, the largest tables
 * and the slowest and most frequent statements of this server process (docs/monitor/datasource.md).
 */
export default function DruidPage() {
  const { t } = useMonitorTranslation();
  // a new key loads again at once (刷新, after 重置统计)
  const [round, setRound] = useState(0);
  return <DruidFigures key={round} onReload={() => setRound((n) => n + 1)} t={t} />;
}

function DruidFigures({
  onReload,
  t,
}: {
  onReload: () => void;
  t: ReturnType<typeof useMonitorTranslation>['t'];
}) {
  const figures = usePolled(loadFigures, DRUID_REFRESH_SECONDS * 1000);
  if (!figures) return <Spin tip={t('druid.loading')} size="large" />;
  const { database, pool, tables, statements } = figures;
  const ms = (value: number) => t('druid.ms', { n: value });
  const statementColumns: TableColumnsType<StatementFiguresRow> = [
    {
      title: t('druid.sql'),
      dataIndex: 'sql',
      ellipsis: { showTitle: false },
      render: (sql: string) => (
        <Tooltip title={<code className="druid-page__sql-tip">{sql}</code>} placement="topLeft">
          <code className="druid-page__sql">{sql}</code>
        </Tooltip>
      ),
    },
    { title: t('druid.count'), dataIndex: 'count', width: 90, align: 'right', sorter: byNumber('count') },
    {
      title: t('druid.totalMs'),
      dataIndex: 'totalMs',
      width: 120,
      align: 'right',
      render: ms,
      sorter: byNumber('totalMs'),
    },
    {
      title: t('druid.maxMs'),
      dataIndex: 'maxMs',
      width: 120,
      align: 'right',
      render: ms,
      sorter: byNumber('maxMs'),
    },
    {
      title: t('druid.avgMs'),
      dataIndex: 'avgMs',
      width: 120,
      align: 'right',
      render: ms,
      sorter: byNumber('avgMs'),
    },
    {
      title: t('druid.errors'),
      dataIndex: 'errors',
      width: 80,
      align: 'right',
      render: (errors: number) => (errors > 0 ? <Tag color="red">{errors}</Tag> : 0),
      sorter: byNumber('errors'),
    },
    { title: t('druid.lastRun'), dataIndex: 'lastRun', width: 170, align: 'center' },
  ];
  const tableColumns: TableColumnsType<TableSize> = [
    { title: t('druid.tableName'), dataIndex: 'name' },
    { title: t('druid.rows'), dataIndex: 'rows', align: 'right' },
    { title: t('druid.size'), dataIndex: 'size', align: 'right' },
  ];
  const reset = async () => {
    const done = await confirmAction({
      question: t('druid.confirmReset'),
      action: () => http.delete('/monitor/druid/statements'),
      done: t('druid.resetDone'),
    });
    if (done) onReload();
  };
  return (
    <div className="server-page druid-page" data-testid="druid-page">
      <div className="stats-grid">
        <div className="stats-grid__wide">
          <Card
            title={t('druid.database')}
            size="small"
            extra={
              <Space>
                <Tag>{t('druid.autoRefresh', { seconds: DRUID_REFRESH_SECONDS })}</Tag>
                <Button size="small" icon={<ReloadOutlined />} onClick={onReload}>
                  {t('druid.refresh')}
                </Button>
              </Space>
            }
          >
            <InfoList
              items={[
                { label: t('druid.kind'), value: t(`druid.kind_${database.kind}`) },
                { label: t('druid.name'), value: database.name },
                { label: t('druid.dbSize'), value: database.size },
                {
                  label: t('druid.connections'),
                  value: database.connections === null ? t('druid.inProcess') : database.connections,
                },
                { label: t('druid.version'), value: database.version, wide: true },
              ]}
            />
          </Card>
        </div>
        <div>
          <Card title={t('druid.pool')} size="small">
            <InfoList
              items={[
                { label: t('druid.poolMax'), value: pool.max },
                { label: t('druid.poolTotal'), value: pool.total },
                { label: t('druid.poolIdle'), value: pool.idle },
                { label: t('druid.poolWaiting'), value: pool.waiting },
              ]}
            />
            {database.kind === 'pglite' ? <p className="druid-page__note">{t('druid.pgliteNote')}</p> : null}
          </Card>
        </div>
        <div>
          <Card title={t('druid.tables')} size="small">
            <Table size="small" pagination={false} rowKey="name" dataSource={tables} columns={tableColumns} />
          </Card>
        </div>
        <div className="stats-grid__wide">
          <Card
            title={t('druid.statements')}
            size="small"
            extra={
              <Space wrap>
                <span className="druid-page__since">
                  {t('druid.since', { since: statements.since, tracked: statements.tracked })}
                </span>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => void reset()}>
                  {t('druid.reset')}
                </Button>
              </Space>
            }
          >
            {(
              [
                ['druid.slowest', statements.slowest],
                ['druid.frequent', statements.frequent],
              ] as const
            ).map(([title, rows]) => (
              <section key={title}>
                <h4 className="druid-page__heading">{t(title)}</h4>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="sql"
                  dataSource={rows}
                  columns={statementColumns}
                  scroll={{ x: 900 }}
                />
              </section>
            ))}
          </Card>
        </div>
      </div>
    </div>
  );
}
