import { Link, useTranslation } from '@dis/shared';
import { Card, DictTag, Table, useDicts, type TableColumnsType } from '@dis/ui';
import type { LatestLead } from './api';

/** The five newest trial requests; each name (and the card's link) leads to its follow-up. */
export function LatestLeads({
  leads,
  followUpPath,
}: {
  leads: readonly LatestLead[];
  followUpPath?: string;
}) {
  const { t } = useTranslation('common');
  const { mkt_lead_status: statuses } = useDicts('mkt_lead_status');
  const columns: TableColumnsType<LatestLead> = [
    {
      key: 'name',
      title: t('home.latest.name'),
      dataIndex: 'name',
      ellipsis: true,
      // each request opens its own follow-up on the trial-request desk
      render: (name: string, lead) =>
        followUpPath ? <Link to={`${followUpPath}?leadId=${lead.leadId}`}>{name}</Link> : name,
    },
    {
      key: 'company',
      title: t('home.latest.company'),
      dataIndex: 'company',
      ellipsis: true,
      render: (company: string | null) => company || '—',
    },
    { key: 'time', title: t('home.latest.time'), dataIndex: 'createTime', width: 160 },
    {
      key: 'status',
      title: t('home.latest.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <DictTag options={statuses} value={status} />,
    },
  ];
  return (
    <Card
      className="dashboard-card"
      title={t('home.latest.title')}
      extra={followUpPath ? <Link to={followUpPath}>{t('home.latest.followUp')}</Link> : null}
    >
      <Table<LatestLead>
        size="small"
        rowKey="leadId"
        columns={columns}
        dataSource={[...leads]}
        pagination={false}
        locale={{ emptyText: t('home.latest.empty') }}
      />
    </Card>
  );
}
