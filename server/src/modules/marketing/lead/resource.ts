import { LeadFollowUpSchema, LeadListQuerySchema, LeadSchema, type LeadFollowUp } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { requireLoginUser } from '../../../security/session-store';
import { followedUpAsTrial } from '../../sales/lead/service';
import { label } from '../service';
import { leadList } from './repository';
import { followUpValues } from './service';

/**
 * 试用申请: the trial and solution requests visitors sent (`POST /portal/trial`). Staff read,
 * follow up, delete and export them; there is no adding from the console.
 */
export function leadResource(app: FastifyInstance) {
  return defineResource({
    key: 'marketing/lead',
    logTitle: '试用申请',
    names: { one: 'Lead', many: 'Leads' },
    missing: 'marketing.lead.missing',
    schemas: { row: LeadSchema, query: LeadListQuerySchema, update: LeadFollowUpSchema },
    list: leadList,
    docs: {
      list: {
        summary: '试用申请列表 · List trial requests',
        description:
          'Paged; name, phone and company contain, status, source, creation day range. Newest first; orderByColumn ' +
          'accepts leadId, name, company, status, source, createTime, updateTime.',
      },
      get: { summary: '试用申请详情 · One trial request' },
      edit: {
        summary: '跟进试用申请 · Follow up a trial request',
        description:
          'Changes status ("0" new → "1" contacted → "2" closed; never back to new) and the follow-up note; ' +
          'any other field of the body is ignored.',
        handler: 'followUpLeadHandler',
      },
      remove: { summary: '删除试用申请 · Delete trial requests' },
      export: { summary: '导出试用申请 · Export trial requests' },
    },
    // staff change only the follow-up of a request (its status and note)
    write: {
      values: (body, { lang, existing }) => followUpValues(lang, existing!, body as LeadFollowUp),
      // the sales desk hears of it: a request moved on from new was contacted, and a new note joins
      // the lead's history (docs/sales/leads.md "试用申请 and RuoYi-style clients")
      after: async (values, { existing, request }) => {
        if (!existing) return;
        const user = requireLoginUser(request);
        const note = values.followUp !== existing.followUp ? (values.followUp as string | null) : null;
        await followedUpAsTrial(app.db, existing.leadId, note, {
          userId: user.userId,
          userName: user.userName,
        });
      },
    },
    export: {
      fileName: 'lead',
      sheetName: (lang) => label(lang, 'leadSheet'),
      async columns(lang) {
        const [status, source] = await Promise.all([
          dictLabeller(app, 'mkt_lead_status', lang),
          dictLabeller(app, 'mkt_lead_source', lang),
        ]);
        const yes = label(lang, 'yes');
        const no = label(lang, 'no');
        return [
          { header: label(lang, 'leadId'), width: 10, value: (row) => row.leadId },
          { header: label(lang, 'name'), width: 14, value: (row) => row.name },
          { header: label(lang, 'phone'), width: 16, value: (row) => row.phone },
          { header: label(lang, 'company'), width: 28, value: (row) => row.company },
          { header: label(lang, 'email'), width: 26, value: (row) => row.email },
          { header: label(lang, 'position'), width: 16, value: (row) => row.position },
          { header: label(lang, 'subscribe'), width: 10, value: (row) => (row.subscribe ? yes : no) },
          { header: label(lang, 'remark'), width: 48, value: (row) => row.remark },
          { header: label(lang, 'source'), width: 12, value: (row) => source(row.source) },
          { header: label(lang, 'leadStatus'), width: 10, value: (row) => status(row.status) },
          { header: label(lang, 'followUp'), width: 48, value: (row) => row.followUp },
          { header: label(lang, 'ip'), width: 16, value: (row) => row.ip },
          { header: label(lang, 'createTime'), width: 20, value: (row) => row.createTime },
          { header: label(lang, 'updateBy'), width: 12, value: (row) => row.updateBy },
          { header: label(lang, 'updateTime'), width: 20, value: (row) => row.updateTime },
        ];
      },
    },
  });
}
