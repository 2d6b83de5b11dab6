import type { AjaxResultOf, ServerMonitor } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Card, Spin, Table, Tag } from '@dis/ui';
import type { ReactNode } from 'react';
import { useMonitorTranslation } from '../../i18n';
import { InfoList } from './InfoList';
import { ReplicaTable } from './ReplicaTable';
import { usePolled } from './usePolled';
import './serverPage.css';

/** Seconds between two loads of the figures. */
export const REFRESH_SECONDS = 10;

const loadServer = () =>
  http.get<AjaxResultOf<ServerMonitor>>('/monitor/server').then((answer) => answer.data);

const pct = (value: number) => `${value}%`;

/** A usage above 80 % shows red, as RuoYi's page does. */
const usageText = (value: number): ReactNode =>
  value > 80 ? <span className="server-page__high">{pct(value)}</span> : pct(value);

/**
 * 服务监控: every server replica side by side, then CPU, memory, the host, the Node.js runtime and
 * the disks of the one that answered; reloads every 10 s.
 */
export default function ServerPage() {
  const { t } = useMonitorTranslation();
  const server = usePolled(loadServer, REFRESH_SECONDS * 1000);
  if (!server) return <Spin tip={t('server.loading')} fullscreen={false} size="large" />;
  const { cpu, mem, jvm, sys, sysFiles } = server;
  // a server from before the replicas were listed sends none
  const replicas = server.replicas ?? [];
  const self = replicas.find((replica) => replica.self);
  const pair = (rows: [string, ReactNode, ReactNode?][], third?: string) => (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows.map(([key, a, b]) => ({ key, a, b }))}
      columns={[
        { title: t('server.property'), dataIndex: 'key', render: (key: string) => t(key) },
        { title: third ? t('server.system') : t('server.value'), dataIndex: 'a' },
        ...(third ? [{ title: t(third), dataIndex: 'b' }] : []),
      ]}
    />
  );
  return (
    <div className="server-page" data-testid="server-page">
      <div className="stats-grid">
        {replicas.length > 0 ? (
          <div className="stats-grid__wide">
            <Card
              title={t('server.replicas')}
              size="small"
              extra={self ? <span>{t('server.replica.shown', { name: self.name })}</span> : null}
            >
              <ReplicaTable replicas={replicas} />
            </Card>
          </div>
        ) : null}
        <div>
          <Card title={t('server.cpu')} size="small">
            {pair([
              ['server.cpuNum', cpu.cpuNum],
              ['server.cpuUser', pct(cpu.used)],
              ['server.cpuSys', pct(cpu.sys)],
              ['server.cpuFree', pct(cpu.free)],
            ])}
          </Card>
        </div>
        <div>
          <Card
            title={t('server.memory')}
            size="small"
            extra={<Tag>{t('server.autoRefresh', { seconds: REFRESH_SECONDS })}</Tag>}
          >
            {pair(
              [
                ['server.memTotal', `${mem.total}G`, `${jvm.total}M`],
                ['server.memUsed', `${mem.used}G`, `${jvm.used}M`],
                ['server.memFree', `${mem.free}G`, `${jvm.free}M`],
                ['server.memUsage', usageText(mem.usage), usageText(jvm.usage)],
              ],
              'server.runtime',
            )}
          </Card>
        </div>
        <div className="stats-grid__wide">
          <Card title={t('server.serverInfo')} size="small">
            <InfoList
              items={[
                { label: t('server.computerName'), value: sys.computerName },
                { label: t('server.osName'), value: sys.osName },
                { label: t('server.computerIp'), value: sys.computerIp },
                { label: t('server.osArch'), value: sys.osArch },
              ]}
            />
          </Card>
        </div>
        <div className="stats-grid__wide">
          <Card title={t('server.runtimeInfo')} size="small">
            <InfoList
              items={[
                { label: t('server.runtimeName'), value: jvm.name },
                { label: t('server.runtimeVersion'), value: jvm.version },
                { label: t('server.startTime'), value: jvm.startTime },
                { label: t('server.runTime'), value: jvm.runTime },
                { label: t('server.rss'), value: `${jvm.rss}M` },
                { label: t('server.home'), value: jvm.home },
                { label: t('server.userDir'), value: sys.userDir, wide: true },
                { label: t('server.inputArgs'), value: jvm.inputArgs, wide: true },
              ]}
            />
          </Card>
        </div>
        <div className="stats-grid__wide">
          <Card title={t('server.disks')} size="small">
            <Table
              size="small"
              pagination={false}
              rowKey="dirName"
              dataSource={sysFiles}
              columns={[
                { title: t('server.dirName'), dataIndex: 'dirName' },
                { title: t('server.sysTypeName'), dataIndex: 'sysTypeName' },
                { title: t('server.typeName'), dataIndex: 'typeName' },
                { title: t('server.total'), dataIndex: 'total' },
                { title: t('server.free'), dataIndex: 'free' },
                { title: t('server.used'), dataIndex: 'used' },
                { title: t('server.usage'), dataIndex: 'usage', render: usageText },
              ]}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}
