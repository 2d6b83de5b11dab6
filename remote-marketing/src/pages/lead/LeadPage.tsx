import { lazy, useMemo, useState } from 'react';
import { CrudView, useDicts } from '@dis/ui';
import { useDeskList } from '../../desk/useDeskList';
import { useDeskTranslation } from '../../desk/i18n';
import { getLead, LEAD_URL, listLeads } from './api';
import { toLeadFilters } from './filters';
import { leadColumns } from './leadColumns';
import { LeadSearchForm } from './LeadSearchForm';
import type { Lead, LeadFilters, LeadSearchValues } from './types';
import { useLinkedLead } from './useLinkedLead';
import '../../desk/desk.css';
import './lead.css';

/** The follow-up dialog loads (with antd's Form) only when it is first opened. */
const FollowUpDialog = lazy(() => import('./FollowUpDialog'));
const LeadDetailDialog = lazy(() => import('./LeadDetailDialog'));

/**
 * 试用申请: the requests visitors sent; search, look at, follow up, delete and export them (no
 * adding). `?leadId=N` opens that request: its follow-up for those who may edit, else its details.
 */
export default function LeadPage() {
  const { t } = useDeskTranslation();
  const desk = useDeskList<LeadFilters, Lead, LeadSearchValues>({
    name: 'lead',
    url: LEAD_URL,
    fetch: listLeads,
    rowKey: 'leadId',
    toFilters: toLeadFilters,
  });
  const { crud, can } = desk;
  const [following, setFollowing] = useState<Lead | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const dicts = useDicts('mkt_lead_status', 'mkt_lead_source');

  useLinkedLead((leadId) => {
    if (can.edit) {
      // a failure was reported by the request client
      getLead(leadId).then(setFollowing, () => undefined);
    } else if (can.query) {
      setViewing(leadId);
    }
  });

  const columns = useMemo(
    () =>
      leadColumns({
        t,
        statuses: dicts.mkt_lead_status,
        sources: dicts.mkt_lead_source,
        can,
        onView: (row) => setViewing(row.leadId),
        onFollowUp: setFollowing,
        onRemove: desk.removeRow,
      }),
    // the handlers only reach stable callbacks of the list
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dicts, can],
  );
  const selectedLead = crud.selectedRows.find((row) => row.leadId === desk.selected[0]);

  return (
    <CrudView
      className="desk-page"
      crud={crud}
      columns={columns}
      search={
        <LeadSearchForm
          {...crud.searchForm}
          statuses={dicts.mkt_lead_status}
          sources={dicts.mkt_lead_source}
        />
      }
      actions={desk.actions({
        onEdit: () => selectedLead && setFollowing(selectedLead),
        editLabel: t('lead.handle'),
      })}
    >
      {following ? (
        <FollowUpDialog
          lead={following}
          statuses={dicts.mkt_lead_status}
          sources={dicts.mkt_lead_source}
          onClose={(saved) => {
            setFollowing(null);
            crud.reloadAfter(saved);
          }}
        />
      ) : null}
      {viewing !== null ? (
        <LeadDetailDialog
          leadId={viewing}
          statuses={dicts.mkt_lead_status}
          sources={dicts.mkt_lead_source}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </CrudView>
  );
}
