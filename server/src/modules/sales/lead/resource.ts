import {
  SalesLeadListQuerySchema,
  SalesLeadSchema,
  SalesLeadUpdateSchema,
  type SalesLeadUpdate,
} from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { mktLead } from '../../../db/schema';
import { requireLoginUser } from '../../../security/session-store';
import { SALES_LABELS } from '../messages';
import { deleteLeads, leadById, salesLeadList } from './repository';
import { leadChange, recordStageChange, refuseUnknownProduct } from './service';

/**
 * 线索: the desk's leads (docs/sales/leads.md) on the resource descriptor: list, one lead, its
 * stage / product / next step, delete and export, each within the caller's data scope (a
 * salesperson their own leads, a leader their department's). Assigning, merging and the
 * follow-ups are routes of their own (`routes.ts`).
 */
export function salesLeadResource(app: FastifyInstance) {
  return defineResource({
    key: 'sales/lead',
    logTitle: '线索',
    names: { one: 'SalesLead', many: 'SalesLeads' },
    missing: 'sales.lead.missing',
    schemas: { row: SalesLeadSchema, query: SalesLeadListQuerySchema, update: SalesLeadUpdateSchema },
    list: salesLeadList,
    dataScope: { deptId: mktLead.deptId, userId: mktLead.ownerId },
    docs: {
      list: {
        summary: '线索列表 · List leads',
        description:
          'Paged, newest first; name, phone and company contain; stage, product, ownerId (0: not assigned), ' +
          'overdue ("1": not contacted within one working day), creation day range. Within the data scope.',
      },
      get: { summary: '线索详情 · One lead' },
      edit: {
        summary: '修改线索 · Change a lead',
        description: 'stage (never back to "0"), product, nextStepDate; a stage change joins the history.',
      },
      remove: { summary: '删除线索 · Delete leads', description: 'With their history.' },
      export: { summary: '导出线索 · Export leads' },
    },
    write: {
      values: async (body, { lang, existing, now }) => {
        const input = body as SalesLeadUpdate;
        const lead = (await leadById(app.db, input.leadId))!;
        void existing;
        const values = leadChange(lang, lead, input, now);
        await refuseUnknownProduct(app, values.product as string | null | undefined);
        return values;
      },
      after: async (values, { existing, request, now }) => {
        if (values.stage === undefined || !existing) return;
        const lead = (await leadById(app.db, existing.leadId))!;
        const user = requireLoginUser(request);
        await recordStageChange(app.db, { ...lead, stage: existing.stage }, String(values.stage), user, now);
      },
    },
    remove: (ids) => deleteLeads(app.db, ids),
    export: {
      fileName: 'lead',
      sheetName: (lang) => SALES_LABELS(lang, 'leadSheet'),
      async columns(lang) {
        const [stage, product, source] = await Promise.all([
          dictLabeller(app, 'sales_lead_stage', lang),
          dictLabeller(app, 'sales_product', lang),
          dictLabeller(app, 'mkt_lead_source', lang),
        ]);
        const l = (key: Parameters<typeof SALES_LABELS>[1]) => SALES_LABELS(lang, key);
        return [
          { header: l('leadId'), width: 10, value: (row) => row.leadId },
          { header: l('name'), width: 14, value: (row) => row.name },
          { header: l('phone'), width: 16, value: (row) => row.phone },
          { header: l('company'), width: 28, value: (row) => row.company },
          { header: l('email'), width: 26, value: (row) => row.email },
          { header: l('position'), width: 16, value: (row) => row.position },
          { header: l('source'), width: 12, value: (row) => source(row.source) },
          { header: l('product'), width: 16, value: (row) => (row.product ? product(row.product) : '') },
          { header: l('stage'), width: 10, value: (row) => stage(row.stage) },
          { header: l('owner'), width: 14, value: (row) => row.ownerName },
          { header: l('deptName'), width: 16, value: (row) => row.deptName },
          { header: l('contactDue'), width: 20, value: (row) => row.contactDue },
          { header: l('firstContactTime'), width: 20, value: (row) => row.firstContactTime },
          { header: l('overdue'), width: 10, value: (row) => (row.overdue ? l('yes') : l('no')) },
          { header: l('nextStepDate'), width: 12, value: (row) => row.nextStepDate },
          { header: l('requestCount'), width: 10, value: (row) => row.requestCount },
          { header: l('createTime'), width: 20, value: (row) => row.createTime },
          { header: l('remark'), width: 48, value: (row) => row.remark },
        ];
      },
    },
  });
}
