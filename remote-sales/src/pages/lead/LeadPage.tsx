import type { ConsoleFilters, SalesLead, SalesLeadFilter, SalesOwner } from '@dis/contract';
import { useSearchParams } from '@dis/shared';
import { useCan } from '@dis/shared/store';
import {
  Button,
  Checkbox,
  confirmAction,
  CrudView,
  FormOutlined,
  removeAction,
  Select,
  Tag,
  useCrudPage,
  type FieldSpec,
} from '@dis/ui';
import { lazy, useEffect, useMemo, useState } from 'react';
import { useSalesTranslation } from '../../i18n';
import { salesDesk, salesLeads } from './api';
import './leadPage.css';

/** 姓名, 手机号, 公司, 阶段, 意向产品, 申请时间 searched; the owner and 只看超时 are in the toolbar. */
const LEAD_FIELDS: readonly FieldSpec<SalesLead>[] = [
  { name: 'leadId', label: 'lead.leadId', column: { align: 'center', width: 80 } },
  { name: 'name', label: 'lead.name', search: 'input', column: { ellipsis: true, width: 110 } },
  { name: 'phone', label: 'lead.phone', search: 'input', column: { width: 130 } },
  { name: 'company', label: 'lead.company', search: 'input', column: { ellipsis: true } },
  { name: 'stage', label: 'lead.stage', dict: 'sales_lead_stage', search: 'select', column: 'tag' },
  { name: 'product', label: 'lead.product', dict: 'sales_product', search: 'select', column: 'tag' },
  { name: 'ownerName', label: 'lead.owner', column: { width: 120, ellipsis: true } },
  { name: 'contactDue', label: 'lead.contactDue', column: { width: 200 } },
  { name: 'nextStepDate', label: 'lead.nextStepDate', column: { width: 110 } },
  { name: 'requestCount', label: 'lead.requestCount', column: { align: 'center', width: 90 } },
  { name: 'createTime', label: 'lead.createTime', search: 'dateRange', column: 'time' },
];

const FollowUpDialog = lazy(() => import('./FollowUpDialog'));
const AddLeadDialog = lazy(() => import('./AddLeadDialog'));
const AssignDialog = lazy(() => import('./AssignDialog'));

/**
 * 线索 (docs/sales/leads.md): every trial and solution request, with its owner, stage and
 * deadline; an overdue lead is highlighted. 新增 enters a lead met elsewhere. 跟进 logs a call, meeting, e-mail or note; 分配 gives the
 * selected leads to one owner, 合并 makes two leads of one buyer one. `?leadId=N` (the overdue
 * notice's link) opens that lead's follow-up. The list reloads when the desk says a lead changed.
 */
export default function LeadPage() {
  const { t } = useSalesTranslation();
  const { hasPermi } = useCan();
  const canFollow = hasPermi('sales:lead:follow');
  const [following, setFollowing] = useState<SalesLead | null>(null);
  const [assigning, setAssigning] = useState<number[] | null>(null);
  const [owners, setOwners] = useState<readonly SalesOwner[]>([]);
  const page = useCrudPage<SalesLead, ConsoleFilters<SalesLeadFilter>>({
    api: salesLeads,
    fields: LEAD_FIELDS,
    t,
    editor: true,
    // 新增 (sales:lead:add) opens the add dialog; a lead's own fields are the buyer's, not edited here
    actions: ['add', 'remove', 'export'],
    dicts: ['sales_follow_kind'],
    columnDeps: [canFollow],
    rowActions: ({ removeRow, can }) => [
      canFollow && { key: 'follow', label: t('lead.follow'), icon: <FormOutlined />, onClick: setFollowing },
      can.remove && removeAction(removeRow),
    ],
  });
  const { crud, dicts } = page;
  const { reload, search } = crud.list;

  useEffect(() => {
    salesDesk.owners().then(setOwners, () => undefined);
  }, []);

  // a lead named in the address (the overdue notice's link) opens at once
  const [params] = useSearchParams();
  const linked = Number(params.get('leadId'));
  useEffect(() => {
    if (!Number.isInteger(linked) || linked < 1 || !canFollow) return;
    salesLeads.get(linked).then(setFollowing, () => undefined);
  }, [linked, canFollow]);

  // the desk's live update: a lead of mine arrived, was joined or went overdue
  useEffect(() => {
    const onLive = (event: Event) => {
      if ((event as CustomEvent<{ type: string }>).detail?.type === 'sales-lead') reload();
    };
    window.addEventListener('dis:live', onLive);
    return () => window.removeEventListener('dis:live', onLive);
  }, [reload]);

  // 联系期限 with the overdue mark
  const columns = useMemo(
    () =>
      page.columns.map((column) =>
        column.key === 'contactDue'
          ? {
              ...column,
              render: (_: unknown, row: SalesLead) => (
                <span className="sales-lead__due">
                  {row.contactDue ?? ''}
                  {row.overdue ? <Tag color="red">{t('lead.overdue')}</Tag> : null}
                </span>
              ),
            }
          : column,
      ),
    [page.columns, t],
  );
  const selected = page.selected.map(Number);
  const view = page.view();
  const filters = crud.list.filters as ConsoleFilters<SalesLeadFilter>;

  const merge = () => {
    const [keep, gone] = [...selected].sort((a, b) => a - b);
    void confirmAction({
      question: t('lead.confirmMerge', { keep, merge: gone }),
      action: () => salesDesk.merge({ keepId: keep, mergeId: gone }),
      done: t('lead.merge'),
    }).then((done) => crud.reloadAfter(done));
  };

  return (
    <CrudView
      {...view}
      columns={columns}
      className="sales-lead-page"
      crud={{
        ...view.crud,
        tableProps: (cols) => ({
          ...view.crud.tableProps(cols),
          rowClassName: (row: SalesLead) => (row.overdue ? 'sales-lead--overdue' : ''),
        }),
      }}
      actions={{
        ...view.actions!,
        extra: (
          <>
            {hasPermi('sales:lead:assign') ? (
              <Button disabled={selected.length === 0} onClick={() => setAssigning(selected)}>
                {t('lead.assign')}
              </Button>
            ) : null}
            {hasPermi('sales:lead:merge') ? (
              <Button disabled={selected.length !== 2} onClick={merge}>
                {t('lead.merge')}
              </Button>
            ) : null}
            <Select
              className="sales-lead__owner"
              allowClear
              aria-label={t('lead.owner')}
              placeholder={t('lead.ownerPlaceholder')}
              value={filters.ownerId ?? undefined}
              onChange={(ownerId?: number) => search({ ownerId })}
              options={[
                { value: 0, label: t('lead.unassigned') },
                ...owners.map((owner) => ({ value: owner.userId, label: owner.nickName })),
              ]}
            />
            <Checkbox
              checked={filters.overdue === '1'}
              onChange={(event) => search({ overdue: event.target.checked ? '1' : undefined })}
            >
              {t('lead.overdueOnly')}
            </Checkbox>
          </>
        ),
      }}
    >
      {following ? (
        <FollowUpDialog
          lead={following}
          stages={dicts.sales_lead_stage ?? []}
          kinds={dicts.sales_follow_kind ?? []}
          onClose={(saved) => {
            setFollowing(null);
            crud.reloadAfter(saved);
          }}
        />
      ) : null}
      {page.editor ? <AddLeadDialog products={dicts.sales_product ?? []} onClose={page.closeEditor} /> : null}
      {assigning ? (
        <AssignDialog
          leadIds={assigning}
          owners={owners}
          onClose={(saved) => {
            setAssigning(null);
            crud.reloadAfter(saved);
          }}
        />
      ) : null}
    </CrudView>
  );
}
