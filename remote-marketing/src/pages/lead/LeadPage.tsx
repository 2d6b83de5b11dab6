import { lazy, useState } from 'react';
import { CrudView, EyeOutlined, FormOutlined, removeAction, useCrudPage, type FieldSpec } from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { ConsoleFilters, Lead, LeadFilter } from '@dis/contract';
import { leads } from './api';
import { useLinkedLead } from './useLinkedLead';
import '../../desk/desk.css';
import './lead.css';

/** 姓名, 手机号, 公司名称, 跟进状态, 申请来源, 申请时间 searched (the status before the source). */
const LEAD_FIELDS: readonly FieldSpec<Lead>[] = [
  { name: 'leadId', label: 'lead.leadId', column: { align: 'center', width: 90 } },
  { name: 'name', label: 'lead.name', search: 'input', column: { ellipsis: true } },
  { name: 'phone', label: 'lead.phone', search: 'input', column: { width: 130 } },
  { name: 'company', label: 'lead.company', search: 'input', column: { ellipsis: true } },
  { name: 'status', label: 'lead.status', dict: 'mkt_lead_status', search: 'select' },
  { name: 'position', label: 'lead.position', column: { ellipsis: true } },
  { name: 'source', label: 'lead.source', dict: 'mkt_lead_source', search: 'select', column: 'tag' },
  { name: 'status', label: 'lead.status', dict: 'mkt_lead_status', column: 'tag' },
  { name: 'followUp', label: 'lead.followUp', column: { ellipsis: true } },
  { name: 'createTime', label: 'lead.createTime', search: 'dateRange', column: 'time' },
];

/** The follow-up dialog loads (with antd's Form) only when it is first opened. */
const FollowUpDialog = lazy(() => import('./FollowUpDialog'));
const LeadDetailDialog = lazy(() => import('./LeadDetailDialog'));

/**
 * 试用申请: the requests visitors sent; search, look at, follow up, delete and export them (no
 * adding). `?leadId=N` opens that request: its follow-up for those who may edit, else its details.
 */
export default function LeadPage() {
  const { t } = useDeskTranslation();
  const [following, setFollowing] = useState<Lead | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const page = useCrudPage<Lead, ConsoleFilters<LeadFilter>>({
    api: leads,
    fields: LEAD_FIELDS,
    t,
    toolbarClassName: 'desk-toolbar',
    rowActions: ({ can, removeRow }) => [
      can.query && {
        key: 'view',
        label: t('lead.detail'),
        icon: <EyeOutlined />,
        onClick: (row) => setViewing(row.leadId),
      },
      can.edit && { key: 'followUp', label: t('lead.handle'), icon: <FormOutlined />, onClick: setFollowing },
      can.remove && removeAction(removeRow),
    ],
  });
  const { crud, can, dicts } = page;
  const statuses = dicts.mkt_lead_status ?? [];
  const sources = dicts.mkt_lead_source ?? [];

  useLinkedLead((leadId) => {
    if (can.edit) {
      // a failure was reported by the request client
      leads.get(leadId).then(setFollowing, () => undefined);
    } else if (can.query) {
      setViewing(leadId);
    }
  });
  const selectedLead = crud.selectedRows.find((row) => row.leadId === page.selected[0]);

  return (
    <CrudView
      className="desk-page"
      {...page.view({
        onEdit: () => selectedLead && setFollowing(selectedLead),
        editLabel: t('lead.handle'),
      })}
    >
      {following ? (
        <FollowUpDialog
          lead={following}
          statuses={statuses}
          sources={sources}
          onClose={(saved) => {
            setFollowing(null);
            crud.reloadAfter(saved);
          }}
        />
      ) : null}
      {viewing !== null ? (
        <LeadDetailDialog
          leadId={viewing}
          statuses={statuses}
          sources={sources}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </CrudView>
  );
}
