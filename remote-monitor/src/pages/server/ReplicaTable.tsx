import type { ServerReplica } from '@dis/contract';
import { Table, Tag } from '@dis/ui';
import type { ReactNode } from 'react';
import { useMonitorTranslation } from '../../i18n';

const pct = (value: number) => `${value}%`;
/** A figure above 80 % shows red, as the rest of the page does. */
const high = (value: number, text: ReactNode = pct(value)): ReactNode =>
  value > 80 ? <span className="server-page__high">{text}</span> : text;

/**
 * Every server process that reported within the last 30 s (docs/monitor/stats.md "Every replica"):
 * its figures side by side, the one that answered marked; the cards below show that one in full.
 */
export function ReplicaTable({ replicas }: { replicas: ServerReplica[] }) {
  const { t } = useMonitorTranslation();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="name"
      dataSource={replicas}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('server.replica.name'),
          dataIndex: 'name',
          render: (name: string, replica: ServerReplica) => (
            <span>
              {name} {replica.self ? <Tag color="blue">{t('server.replica.self')}</Tag> : null}
            </span>
          ),
        },
        {
          title: t('server.computerName'),
          key: 'host',
          render: (_: unknown, replica: ServerReplica) =>
            `${replica.sys.computerName} (${replica.sys.computerIp})`,
        },
        {
          title: t('server.replica.cpu'),
          key: 'cpu',
          render: (_: unknown, replica: ServerReplica) =>
            high(Math.round((replica.cpu.used + replica.cpu.sys) * 100) / 100),
        },
        {
          title: t('server.replica.memory'),
          key: 'memory',
          render: (_: unknown, replica: ServerReplica) => high(replica.mem.usage),
        },
        {
          title: t('server.replica.heap'),
          key: 'heap',
          render: (_: unknown, replica: ServerReplica) => `${replica.jvm.used}M / ${replica.jvm.total}M`,
        },
        {
          title: t('server.rss'),
          key: 'rss',
          render: (_: unknown, replica: ServerReplica) => `${replica.jvm.rss}M`,
        },
        {
          title: t('server.replica.delay'),
          dataIndex: 'eventLoopDelayMs',
          render: (ms: number) => `${ms} ms`,
        },
        { title: t('server.replica.inFlight'), dataIndex: 'inFlight' },
        {
          title: t('server.replica.state'),
          dataIndex: 'shedding',
          render: (shedding: boolean) =>
            shedding ? (
              <Tag color="red">{t('server.replica.shedding')}</Tag>
            ) : (
              <Tag color="green">{t('server.replica.normal')}</Tag>
            ),
        },
        {
          title: t('server.runTime'),
          key: 'runTime',
          render: (_: unknown, replica: ServerReplica) => replica.jvm.runTime,
        },
        { title: t('server.replica.reportedAt'), dataIndex: 'reportedAt' },
      ]}
    />
  );
}
